import type { Health } from '@contract/health';
import { collectionNames } from '../../model/empty-world';
import type { World } from '../../model/schema';

export function apiHealth(now: Date, startedAt: Date): Health {
  return {
    status: 'ok',
    component: 'api',
    checkedAt: now.toISOString(),
    details: {
      uptimeSeconds: Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000)),
      node: process.version,
    },
  };
}

/** Really reads the store: every collection is counted, so a broken world shows up here. */
export function databaseHealth(world: World, now: Date, storeKind: string): Health {
  const details: Record<string, string | number> = {
    store: storeKind,
    worldVersion: world.version,
  };
  for (const name of collectionNames()) details[name] = world[name].length;
  return { status: 'ok', component: 'database', checkedAt: now.toISOString(), details };
}

/**
 * The "remote API" is the simulated provider behind the mock. Its latency is a plausible,
 * stable figure derived from the catalogue size, not a measurement.
 */
export function remoteApiHealth(world: World, now: Date): Health {
  const datacenters = world.catalogue.datacenters.length;
  return {
    status: datacenters > 0 ? 'ok' : 'degraded',
    component: 'remoteAPI',
    checkedAt: now.toISOString(),
    details: { provider: 'simulated', datacenters, latencyMs: 12 + (datacenters % 7) },
  };
}

/** What anyone may know: up or not, and when that was checked. */
export const withoutDetails = ({ details: _details, ...health }: Health): Health => health;
