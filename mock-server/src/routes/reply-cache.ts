import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { NewestMap } from '../model/newest-map';

const PER_STATE = 100;

/**
 * Remembers the serialized 200 answers of a read whose result depends only on `state` (a
 * committed, immutable part of the request's world: a new object whenever it changes, and each
 * world's its own, so worlds never share answers) and on the caller and query. A repeated
 * request is answered with the same bytes before validation, lookup and serialization run
 * again; the first change to `state` forgets them all.
 */
export function replyCache(
  state: (request: FastifyRequest) => object,
  keyOf: (request: FastifyRequest) => string,
): { preValidation: preValidationHookHandler; onSend: onSendHookHandler } {
  const cache = new WeakMap<object, Map<string, string>>();
  const stored = (request: FastifyRequest) => cache.get(state(request))?.get(keyOf(request));
  return {
    preValidation: (request: FastifyRequest, reply: FastifyReply, done) => {
      const hit = stored(request);
      if (hit === undefined) return done();
      reply.type('application/json; charset=utf-8').send(hit);
    },
    onSend: (request, reply, payload, done) => {
      if (reply.statusCode === 200 && typeof payload === 'string' && stored(request) !== payload) {
        let entries = cache.get(state(request));
        if (!entries) cache.set(state(request), (entries = new NewestMap(PER_STATE)));
        entries.set(keyOf(request), payload);
      }
      done(null, payload);
    },
  };
}
