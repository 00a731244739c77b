import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries: no MIME sniffing, no framing, a CSP that lets a JSON answer do
 * nothing, no referrer. Pages that need more (the console, frameable by the portal) set their
 * own. Resources may be loaded cross-origin: the portal shows the sandbox's logos and
 * documents from its own origin.
 */
export const securityHeaders: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  hsts: false, // plain HTTP on a laptop; a deployment in front of it sets its own
};

/** API answers hold tokens, passwords and keys: never stored by a browser or a proxy. */
export function installNoStore(scope: FastifyInstance): void {
  scope.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
