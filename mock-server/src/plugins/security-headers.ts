import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Headers every answer carries: no MIME sniffing, no framing, a CSP that lets a JSON answer do
 * nothing, no referrer. Pages that need more (the console, frameable by the portal) set their
 * own. Resources may be loaded cross-origin: the portal shows the sandbox's logos and
 * documents from its own origin.
 */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  // The same as the CSP's frame-ancestors, for browsers that read only this header (helmet's
  // default, SAMEORIGIN, said otherwise).
  xFrameOptions: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  strictTransportSecurity: false, // plain HTTP on a laptop; a deployment in front sets its own
  // Headers for old browsers and plug-ins that a JSON API does not need to send on every answer.
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  originAgentCluster: false,
};

/**
 * The headers helmet sets with these options. They are the same for every answer, so helmet
 * runs once, at start, and each answer only copies them (helmet per request cost a fifth of a
 * small request's time).
 */
export function securityHeaderValues(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response, () => {});
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaderValues();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** API answers hold tokens, passwords and keys: never stored by a browser or a proxy. */
export function installNoStore(scope: FastifyInstance): void {
  scope.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });
}
