import { jobEndsAt } from '../domain/jobs/job-progress';
import { applyDueTransition } from '../domain/vms/vm-lifecycle';
import type { World } from '../store/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const past = (iso: string, now: Date, graceMs = 0) => Date.parse(iso) + graceMs <= now.getTime();

// Expired records stay a day so their own error ("MFA code has expired") can still be given;
// after that they only grow the file.
const EXPIRING = ['mfaChallenges', 'resetTokens', 'refreshFamilies'] as const;

/**
 * Brings the world up to "now" before a request is handled. Simulated time is derived, not
 * scheduled: whatever has come due (a VM reaches the status its transition leads to, a job
 * ends, a datacenter opens, an expired record goes) is applied here, whenever the next
 * request comes, so restarts and fast-forwarded clocks see the same world. Runs on a draft.
 */
export function settle(world: World, now: Date): void {
  for (const vm of world.virtualMachines) {
    if (vm.transition && vm.deletedAt === null) applyDueTransition(vm, now);
  }
  for (const job of world.jobs) {
    const endsAt = jobEndsAt(job);
    if (job.finishedAt === null && endsAt <= now.getTime())
      job.finishedAt = new Date(endsAt).toISOString();
  }
  // A datacenter whose setup job has ended takes new VMs again.
  const setupEnded = (jobId: number | null) =>
    jobId !== null && world.jobs.some((j) => j.id === jobId && j.finishedAt !== null);
  if (world.datacenterOutages.some((o) => setupEnded(o.jobId)))
    world.datacenterOutages = world.datacenterOutages.filter((o) => !setupEnded(o.jobId));
  for (const key of EXPIRING) {
    const list = world[key] as { expiresAt: string }[];
    if (list.some((r) => past(r.expiresAt, now, DAY_MS)))
      (world[key] as { expiresAt: string }[]) = list.filter((r) => !past(r.expiresAt, now, DAY_MS));
  }
}

// The next instant anything comes due, per collection; a collection is a new array whenever
// it changes, so each is worked out once per change rather than once per request.
const dueCache = new WeakMap<object, number>();
function dueOf<T>(list: readonly T[], dueAt: (item: T) => number): number {
  let due = dueCache.get(list);
  if (due === undefined) {
    due = Infinity;
    for (const item of list) due = Math.min(due, dueAt(item));
    dueCache.set(list, due);
  }
  return due;
}

/** When settle() next has something to do: before then, a request needs no write at all. */
export function nextDueAt(world: World): number {
  return Math.min(
    dueOf(world.virtualMachines, (vm) =>
      vm.transition && vm.deletedAt === null
        ? Date.parse(vm.transition.startedAt) + vm.transition.durationMs
        : Infinity,
    ),
    dueOf(world.jobs, (job) => (job.finishedAt === null ? jobEndsAt(job) : Infinity)),
    ...EXPIRING.map((key) =>
      dueOf(world[key] as { expiresAt: string }[], (r) => Date.parse(r.expiresAt) + DAY_MS),
    ),
  );
}
