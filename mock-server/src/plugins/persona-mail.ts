import type { FastifyRequest } from 'fastify';
import { loadPersonas } from '../seed/fixtures';
import { scenarioPersonaEmails } from '../seed/scenarios/scenario-personas';

let addresses: ReadonlySet<string> | null = null;

/**
 * The demo personas' addresses, the scenarios' included: their passwords are public, so is the
 * way into their mail.
 */
function personaAddresses(): ReadonlySet<string> {
  addresses ??= new Set([
    ...loadPersonas()
      .users.filter((u) => u.password)
      .map((u) => u.email.toLowerCase()),
    ...scenarioPersonaEmails(),
  ]);
  return addresses;
}

/**
 * Whether the request reads a demo persona's mail in a world whose personas are open to whoever
 * has its address, with demo personas on: they sign in as a persona (the code comes from the
 * outbox) without the key, which opens everything else.
 */
export function readsPersonaMail(request: FastifyRequest, path: string): boolean {
  const { world } = request;
  if (!world?.access.personasOpen || !world.config.demo) return false;
  if (request.method !== 'GET' || path !== '/__sandbox/outbox') return false;
  const to = (request.query as { to?: unknown }).to;
  return typeof to === 'string' && personaAddresses().has(to.trim().toLowerCase());
}
