import type { FastifyCorsOptions, FastifyCorsOptionsDelegateCallback } from '@fastify/cors';
import type { FastifyRequest } from 'fastify';
import type { WorldDeps } from '../application/world-deps';

// Any local dev or preview server may call the one world, on whatever port it picked.
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/**
 * The pages allowed to call a world from a browser: its own and the configured portal's, and,
 * unless the world trusts its own origin only (a hosted one), local dev servers.
 */
export function isAllowedOrigin(
  world: Pick<WorldDeps, 'config' | 'access'>,
  origin: string,
): boolean {
  const { config } = world;
  if (origin === config.publicOrigin || origin === new URL(config.portalUrl).origin) return true;
  return !world.access.ownOriginOnly && LOCAL_ORIGIN.test(origin);
}

const BASE: FastifyCorsOptions = {
  credentials: true,
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowedHeaders: ['authorization', 'refresh', 'content-type', 'x-sandbox-key'],
  // The portal reads rotated tokens from these response headers.
  exposedHeaders: ['authorization', 'refresh'],
  maxAge: 600,
};

/**
 * Decided per request, by the world it addresses (resolved before this hook runs). A request
 * with no world is for the trial's apex, whose pages are its own origin: no other is let in.
 */
export const corsOptions: FastifyCorsOptionsDelegateCallback = (
  request: FastifyRequest,
  callback,
) => {
  const origin = request.headers.origin;
  const allowed = !origin || (request.world !== null && isAllowedOrigin(request.world, origin));
  callback(null, { ...BASE, origin: allowed });
};
