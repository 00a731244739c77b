import type { FastifyInstance, FastifyRequest } from 'fastify';
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
export function installHostCheck(app: FastifyInstance, allowed: (name: string) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!allowed(hostNameOf(request)))
      return reply.status(421).send({ message: UNKNOWN_HOST, data: null });
  });
}

/** Host headers that name one of `names`, on any port (a route constraint). */
export function hostHeaderPattern(names: Iterable<string>): RegExp {
  const escaped = [...names].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(${escaped.join('|')})(:\\d+)?$`, 'i');
}

/** The host name a request addresses, lowercase and without its port. */
export function hostNameOf(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  return (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]) ?? '';
}
