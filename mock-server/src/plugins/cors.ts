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

const ALLOW: FastifyCorsOptions = { ...BASE, origin: true };
const REFUSE: FastifyCorsOptions = { ...BASE, origin: false };

/**
 * Decided per request, by the world it addresses (resolved before this hook runs). A request
 * with no world is for the trial's apex, whose pages are its own origin: no other is let in.
 * One without an Origin header is no cross-origin call: it gets no CORS headers (only `Vary:
 * Origin`), unless it is an OPTIONS, which the plugin then refuses as no preflight.
 */
export const corsOptions: FastifyCorsOptionsDelegateCallback = (
  request: FastifyRequest,
  callback,
) => {
  const origin = request.headers.origin;
  if (!origin) return callback(null, request.method === 'OPTIONS' ? ALLOW : REFUSE);
  callback(null, request.world !== null && isAllowedOrigin(request.world, origin) ? ALLOW : REFUSE);
};
