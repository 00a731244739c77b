import {
  markDatacenterUnavailable,
  startDatacenterInitialization,
} from '../domain/catalogue/datacenter-availability';
import { scaled } from '../domain/vms/durations';
import { loadDatacenterAvailability } from './fixtures';
import type { SeedContext } from './seed-context';

/**
 * Datacenters that do not take VMs when the world is seeded: one being set up (its provider
 * job already partly done, so the demo shows it moving, then it opens by itself) and one in
 * maintenance. Neither hosts a seeded company's VMs.
 */
export function seedDatacenterAvailability(s: SeedContext): void {
  for (const entry of loadDatacenterAvailability(s.world.catalogue)) {
    const datacenter = s.world.catalogue.datacenters.find((d) => d.id === entry.datacenterId);
    if (!datacenter) continue;
    if ('initializationMinutes' in entry) {
      const durationMs = scaled(entry.initializationMinutes * 60_000, s.config.defaultTimeScale);
      const startedAt = new Date(s.now.getTime() - Math.round(durationMs * entry.alreadyDoneShare));
      startDatacenterInitialization(s.world, datacenter, { startedAt, durationMs });
    } else {
      markDatacenterUnavailable(s.world, datacenter.id, entry.reason);
    }
  }
}
