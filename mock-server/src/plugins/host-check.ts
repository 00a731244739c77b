import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const UNKNOWN_HOST =
  'Unknown host name. Open the sandbox by one of its configured names (see SANDBOX_ALLOWED_HOSTS).';

/** The names a request may address: loopback, the public origin's, and the configured ones. */
export function allowedHostNames(config: Config): Set<string> {
  return new Set([
    'localhost',
    '127.0.0.1',
    '[::1]',
    new URL(config.publicOrigin).hostname.toLowerCase(),
    ...config.allowedHosts,
  ]);
}

/**
 * Every request must name this sandbox in its Host header. A web page that points a name it
 * controls at this machine (DNS rebinding) sends its own name there, and is turned away before
 * it can read an answer.
 */
export function installHostCheck(app: FastifyInstance, config: Config): void {
  const allowed = allowedHostNames(config);
  app.addHook('onRequest', async (request, reply) => {
    const host = (request.headers.host ?? '').toLowerCase();
    const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
    if (!allowed.has(name ?? ''))
      return reply.status(421).send({ message: UNKNOWN_HOST, data: null });
  });
}
