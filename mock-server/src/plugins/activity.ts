import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityKind } from '@contract/activity';
import { recordedCall } from '../domain/activity/recorded-calls';

/** The first-party cookie that tells a world's visitors apart: a random id, nothing else. */
export const VISITOR_COOKIE = 'sandbox_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const VISITOR_MAX_AGE_S = 400 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** Who this visitor is in its world (set where activity is recorded); null: not known. */
    visitor: string | null;
  }
}

const documentPath = (request: FastifyRequest) => {
  const path = request.url.split('?')[0] ?? '';
  return request.method === 'GET' && path.startsWith('/assets/') && path.endsWith('.md')
    ? decodeURIComponent(path.slice('/assets/'.length))
    : null;
};

/** Records an event of the request's world for its visitor, where the world records activity. */
export function recordActivity(request: FastifyRequest, kind: ActivityKind, detail = ''): void {
  request.world?.activity?.record(kind, detail, request.visitor);
}

/**
 * Where a world records what its visitors do (a hosted world): every visitor gets a cookie of
 * that world with a random id (never a fingerprint), and each call that succeeded and matters
 * to a sales team (a VM created, a guide read...) is recorded after its answer has gone, from
 * one table (domain/activity/recorded-calls.ts).
 */
export function installActivity(app: FastifyInstance): void {
  app.decorateRequest('visitor', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!request.world?.activity) return;
    const sent = request.headers.cookie
      ? request.server.parseCookie(request.headers.cookie)[VISITOR_COOKIE]
      : undefined;
    if (sent && VISITOR_ID.test(sent)) {
      request.visitor = sent;
      return;
    }
    request.visitor = randomBytes(16).toString('base64url');
    reply.setCookie(VISITOR_COOKIE, request.visitor, {
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: VISITOR_MAX_AGE_S,
    });
  });
  app.addHook('onResponse', (request, reply, done) => {
    done();
    const { world } = request;
    if (!world?.activity || reply.statusCode >= 300) return;
    const document = documentPath(request);
    if (document) return recordActivity(request, 'document.read', document);
    const recorded = recordedCall(request.method, request.routeOptions.url ?? '');
    if (!recorded) return;
    const { kind, detail } = recorded({
      params: request.params,
      body: request.body,
      world: world.store.data,
    });
    recordActivity(request, kind, detail);
  });
}
