import cors, {
  type FastifyCorsOptions,
  type FastifyCorsOptionsDelegateCallback,
} from '@fastify/cors';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
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
 */
const corsOptions: FastifyCorsOptionsDelegateCallback = (request: FastifyRequest, callback) => {
  const origin = request.headers.origin ?? '';
  callback(null, request.world !== null && isAllowedOrigin(request.world, origin) ? ALLOW : REFUSE);
};

/**
 * @fastify/cors, asked only about requests that carry an Origin header. One without is no
 * cross-origin call: it only needs `Vary: Origin`, and the plugin would otherwise build its
 * option objects for it on every request (a third of a `users/me` read's time; see
 * docs/benchmarks.md). The plugin adds its hook to the instance it is given, so it is given a
 * view of this one whose `addHook` puts that check in front. Called where the plugin was
 * registered, so its hook keeps its place after the ones installed before it.
 */
export function installCors(app: FastifyInstance): void {
  const guarded = Object.create(app) as FastifyInstance;
  guarded.addHook = ((name: 'onRequest', hook: onRequestHookHandler) =>
    app.addHook(name, function crossOriginOnly(request, reply, next) {
      if (request.headers.origin) return hook.call(this, request, reply, next);
      reply.header('vary', 'Origin');
      next();
    })) as FastifyInstance['addHook'];
  cors(guarded, { delegator: corsOptions }, (error) => {
    if (error) throw error;
  });
}
