import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WorldDeps } from '../application/world-deps';
import { parse } from '../application/request-log';

/**
 * Records every /v1 call in its world's log: who, what, how it went, and the bodies with their
 * secrets masked.
 */
export function installRequestLog(app: FastifyInstance): void {
  // On send, where the answer's status and body are final: one hook, and nothing kept aside
  // for a later one.
  app.addHook('onSend', (request, reply, payload, done) => {
    const { world } = request;
    if (world && request.url.startsWith('/v1/')) record(world, request, reply, payload);
    done(null, payload);
  });
}

function record(
  world: WorldDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): void {
  // Only a refused body has field problems worth showing in the list.
  const errors =
    reply.statusCode === 400
      ? (parse(payload) as { errors?: { path: string; msg: string }[] } | null)?.errors
      : undefined;
  const userId = request.auth?.userId;
  const user = userId ? (world.store.data.users.byId(userId)?.email ?? `user ${userId}`) : null;
  world.requestLog.add({
    at: world.time().now,
    method: request.method,
    path: request.url.split('?')[0] ?? request.url,
    status: reply.statusCode,
    latencyMs: Math.round(reply.elapsedTime * 10) / 10,
    user,
    problems: Array.isArray(errors) ? errors.map((e) => `${e.path || 'body'}: ${e.msg}`) : [],
    rawRequest: request.body,
    rawResponse: payload,
  });
}
