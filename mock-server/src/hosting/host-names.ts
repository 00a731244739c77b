import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

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

/** Host headers that name one of `names`, on any port (a route constraint). */
export function hostHeaderPattern(names: Iterable<string>): RegExp {
  const escaped = [...names].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(${escaped.join('|')})(:\\d+)?$`, 'i');
}

// The last Host header seen and its name: a busy client sends the same one request after request.
let lastHeader = '';
let lastName = '';

/** The host name a request addresses, lowercase and without its port. */
export function hostNameOf(request: FastifyRequest): string {
  const header = request.headers.host ?? '';
  if (header === lastHeader) return lastName;
  const host = header.toLowerCase();
  // A slice, not a split's array.
  const end = host.startsWith('[') ? host.indexOf(']') + 1 : host.indexOf(':');
  lastName = end >= 0 ? host.slice(0, end) : host;
  lastHeader = header;
  return lastName;
}
