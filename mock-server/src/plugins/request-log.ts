import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from '../application/request-log';

/**
 * Records every /v1 call in its world's log: who, what, how it went, and the bodies with their
 * secrets masked.
 */
export function installRequestLog(app: FastifyInstance): void {
  const payloads = new WeakMap<FastifyRequest, unknown>();
  const logged = (request: FastifyRequest) => request.url.startsWith('/v1/');
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (logged(request)) payloads.set(request, payload);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    done();
    const { world } = request;
    if (!world || !logged(request)) return;
    const payload = payloads.get(request);
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
  });
}
