import { jobEndsAt } from '../domain/jobs/job-progress';
import { applyDueTransition } from '../domain/vms/vm-lifecycle';
import type { World } from '../store/schema';

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

  // VMs reach the status their transition leads to (Running, Stopped, Error, a new size...).
  for (const vm of world.virtualMachines) {
    if (vm.deletedAt === null && applyDueTransition(vm, now)) changed = true;
  }

  // Jobs: their progress is derived when read; settle only records that they have ended.
  for (const job of world.jobs) {
    const endsAt = jobEndsAt(job);
    if (job.finishedAt === null && endsAt <= now.getTime()) {
      job.finishedAt = new Date(endsAt).toISOString();
      changed = true;
    }
  }

  // A datacenter whose setup job has ended takes new VMs again.
  const outages = world.datacenterOutages.length;
  world.datacenterOutages = world.datacenterOutages.filter(
    (o) => o.jobId === null || world.jobs.find((j) => j.id === o.jobId)?.finishedAt === null,
  );
  if (world.datacenterOutages.length !== outages) changed = true;

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
