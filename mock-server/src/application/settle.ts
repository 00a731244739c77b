import { jobEndsAt } from '../domain/jobs/job-progress';
import { settlePendingNetworking } from '../domain/networks/pending';
import { applyDueTransition } from '../domain/vms/vm-lifecycle';
import type { World } from '../model/schema';
import type { Records } from '../model/records';

const DAY_MS = 24 * 60 * 60 * 1000;

export type Expiring = { expiresAt: string; revoked?: boolean; usedAt?: string | null };

/**
 * When a record of these collections is gone for good. Codes and links stay a day past their
 * expiry so their own error ("MFA code has expired") can still be given; an ended session or a
 * spent console ticket can do nothing more, and goes at once.
 */
export const PURGE_AT = {
  mfaChallenges: (r: Expiring) => Date.parse(r.expiresAt) + DAY_MS,
  resetTokens: (r: Expiring) => Date.parse(r.expiresAt) + DAY_MS,
  refreshFamilies: (r: Expiring) => (r.revoked ? 0 : Date.parse(r.expiresAt)),
  consoleTickets: (r: Expiring) => (r.usedAt ? 0 : Date.parse(r.expiresAt)),
} as const;
export const EXPIRING = Object.keys(PURGE_AT) as (keyof typeof PURGE_AT)[];

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
  settlePendingNetworking(world);
  // A datacenter whose setup job has ended takes new VMs again.
  const setupEnded = (jobId: number | null) =>
    jobId !== null && world.jobs.some((j) => j.id === jobId && j.finishedAt !== null);
  if (world.datacenterOutages.some((o) => setupEnded(o.jobId)))
    world.datacenterOutages.removeWhere((o) => setupEnded(o.jobId));
  for (const key of EXPIRING) {
    const list = world[key] as Records<Expiring & { id: number }>;
    list.removeWhere((r) => PURGE_AT[key](r) <= now.getTime());
  }
}
