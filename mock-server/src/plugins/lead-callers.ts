import type { FastifyRequest } from 'fastify';
import { verifiedCallerOrNull } from './auth';

const LEAD_PATHS = new Set(['/__sandbox/keep', '/__sandbox/contact-sales']);

/**
 * Whether the request keeps its world or asks sales as someone signed in to that world: a
 * demo's prospect (who holds no key, only the session its link gave) may do both; the key
 * still opens them for whoever started the world.
 */
export function asksAsSignedIn(request: FastifyRequest, path: string): boolean {
  return (
    request.method === 'POST' && LEAD_PATHS.has(path) && verifiedCallerOrNull(request) !== null
  );
}
