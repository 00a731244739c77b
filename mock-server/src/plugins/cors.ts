import type { FastifyCorsOptions } from '@fastify/cors';
import type { Config } from '../config';

// Any local dev or preview server may call the sandbox, on whatever port it picked.
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export function corsOptions(config: Config): FastifyCorsOptions {
  const portalOrigin = new URL(config.portalUrl).origin;
  return {
    origin: (origin, cb) =>
      cb(null, !origin || origin === portalOrigin || LOCAL_ORIGIN.test(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'refresh', 'content-type'],
    // The portal reads rotated tokens from these response headers.
    exposedHeaders: ['authorization', 'refresh'],
    maxAge: 600,
  };
}
