import type { World } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const past = (iso: string, now: Date, graceMs = 0) => Date.parse(iso) + graceMs <= now.getTime();

/**
 * Brings the world up to "now" before a request is handled. Simulated time is derived, not
 * scheduled: a transition whose duration has elapsed is applied here, whenever the next request
 * comes, so restarts and fast-forwarded clocks see the same world. Returns whether anything
 * changed (the caller then saves).
 */
export function settle(world: World, now: Date): boolean {
  let changed = false;

  for (const vm of world.virtualMachines) {
    const t = vm.transition;
    if (t && past(t.startedAt, now, t.durationMs)) {
      vm.status = t.to;
      vm.transition = null;
      vm.updatedAt = new Date(Date.parse(t.startedAt) + t.durationMs).toISOString();
      changed = true;
    }
  }

  // Housekeeping. Expired records stay a day so their own error ("MFA code has expired") can
  // still be given; after that they only grow the file.
  const before =
    world.mfaChallenges.length + world.resetTokens.length + world.refreshFamilies.length;
  world.mfaChallenges = world.mfaChallenges.filter((c) => !past(c.expiresAt, now, DAY_MS));
  world.resetTokens = world.resetTokens.filter((t) => !past(t.expiresAt, now, DAY_MS));
  world.refreshFamilies = world.refreshFamilies.filter((f) => !past(f.expiresAt, now, DAY_MS));
  const after =
    world.mfaChallenges.length + world.resetTokens.length + world.refreshFamilies.length;

  return changed || after !== before;
}
