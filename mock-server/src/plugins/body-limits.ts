import type { FastifyInstance } from 'fastify';

/** Any body a signed-in call may send (an import of many rows is the largest). */
export const BODY_LIMIT = 1024 * 1024;
/**
 * What sign-in and the public forms need at most (the longest is a partner inquiry's 5,000
 * character message): anyone may post there, so nobody gets to make the sandbox read a megabyte.
 */
export const PUBLIC_BODY_LIMIT = 32 * 1024;
/** Client events carry up to 30 context values of 1,000 characters. */
export const CLIENT_EVENT_BODY_LIMIT = 64 * 1024;

export const bodyTooLarge = (limit: number) =>
  `Request body is too large: this call takes at most ${Math.round(limit / 1024)} KB`;

/** Gives every route added in this scope from now on a smaller body limit (unless it set one). */
export function limitBodies(scope: FastifyInstance, limit: number): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= limit;
  });
}
