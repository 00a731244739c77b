import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { ActivityKind } from '@contract/activity';
import { recordedCall } from '../domain/activity/recorded-calls';
import { hooksOf } from './route-hooks';

/** The first-party cookie that tells a world's visitors apart: a random id, nothing else. */
export const VISITOR_COOKIE = 'sandbox_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const VISITOR_MAX_AGE_S = 400 * 24 * 3600;

/** Ids given to visitors by this answer (a page view batch records several events). */
const given = new WeakMap<FastifyRequest, string>();

/** The visitor's id from its cookie; null when it sent none (or not one of ours). */
function visitorOf(request: FastifyRequest): string | null {
  const { cookie } = request.headers;
  if (given.has(request)) return given.get(request) ?? null;
  if (!cookie?.includes(VISITOR_COOKIE)) return null;
  const sent = request.server.parseCookie(cookie)[VISITOR_COOKIE];
  return sent && VISITOR_ID.test(sent) ? sent : null;
}

/**
 * Records an event of the request's world, where the world records activity. With `reply`
 * (a page a browser opens: the demo link, the hand-off, the portal's page views) a visitor
 * without a cookie gets one; the API calls recorded after their answer use the cookie sent.
 */
export function recordActivity(
  request: FastifyRequest,
  kind: ActivityKind,
  detail = '',
  reply?: FastifyReply,
  agoMs = 0,
): void {
  const activity = request.world?.activity;
  if (!activity) return;
  let visitor = visitorOf(request);
  if (!visitor && reply) {
    visitor = randomBytes(16).toString('base64url');
    given.set(request, visitor);
    reply.setCookie(VISITOR_COOKIE, visitor, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: VISITOR_MAX_AGE_S,
    });
  }
  activity.record(kind, detail, visitor, agoMs);
}

const documentOf = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '';
  return path.endsWith('.md') ? decodeURIComponent(path.slice('/assets/'.length)) : null;
};

/**
 * Where a world records what its visitors do (a hosted world): each call that succeeded and
 * matters to a sales team (a VM created, a guide read...) is recorded after its answer has
 * gone, from one table (domain/activity/recorded-calls.ts). The hook is added to those routes
 * only: every other call costs nothing. Visitors are told apart by a first-party cookie of the
 * world holding a random id, never by a fingerprint.
 */
export function installActivity(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'GET' && route.url === '/assets/*') {
        const read: onResponseHookHandler = (request, reply, done) => {
          done();
          const document = reply.statusCode < 300 ? documentOf(request) : null;
          if (document) recordActivity(request, 'document.read', document);
        };
        route.onResponse = [...hooksOf(route.onResponse), read];
      }
      const recorded = recordedCall(method, route.url);
      if (!recorded) continue;
      const record: onResponseHookHandler = (request, reply, done) => {
        done();
        const { world } = request;
        if (!world?.activity || reply.statusCode >= 300) return;
        const { kind, detail } = recorded({
          params: request.params,
          body: request.body,
          world: world.store.data,
        });
        recordActivity(request, kind, detail);
      };
      route.onResponse = [...hooksOf(route.onResponse), record];
    }
  });
}
