import type { FastifyCorsOptions } from '@fastify/cors';
import type { Config } from '../config';

// Any local dev or preview server may call the sandbox, on whatever port it picked.
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** The pages allowed to call the sandbox from a browser: the portal's, and local dev servers. */
export function isAllowedOrigin(config: Config, origin: string): boolean {
  return origin === new URL(config.portalUrl).origin || LOCAL_ORIGIN.test(origin);
}

export function corsOptions(config: Config): FastifyCorsOptions {
  return {
    origin: (origin, cb) => cb(null, !origin || isAllowedOrigin(config, origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'refresh', 'content-type', 'x-sandbox-key'],
    // The portal reads rotated tokens from these response headers.
    exposedHeaders: ['authorization', 'refresh'],
    maxAge: 600,
  };
}
