import { QUOTA_REFUSED_STATUS, quotaRefusal, TRIAL_QUOTAS, type QuotaKey } from '@contract/quotas';
import type { VirtualMachine, World } from '../../model/schema';
import { HttpError } from '../shared/errors';
import { specOf } from '../vms/vm-specs';

export type QuotaUsage = Record<QuotaKey, number>;

/** A VM's cores as the quota counts them: a resize under way counts at the size it ends at. */
const coresOf = (world: World, vm: VirtualMachine) =>
  specOf(world, { ...vm, sizeId: vm.transition?.toSizeId ?? vm.sizeId }).cpu;

/**
 * What a company holds now, counted the way its trial quotas are: live VMs and their cores,
 * networks besides the Default Networks (one still being created included), public IPv4s of
 * its interfaces, and its users (invited ones included).
 */
export function usageOf(world: World, companyId: number): QuotaUsage {
  const vms = world.virtualMachines.filter(
    (v) => v.companyId === companyId && v.deletedAt === null,
  );
  return {
    virtualMachines: vms.length,
    cpuCores: vms.reduce((sum, vm) => sum + coresOf(world, vm), 0),
    networks: world.networks.filter((n) => n.companyId === companyId && !n.isDefault).length,
    publicIps: world.netAdapters.filter((a) => a.companyId === companyId && a.publicIp).length,
    users: world.users.filter((u) => u.companyId === companyId).length,
  };
}

export const isTrial = (world: World, companyId: number) =>
  world.companies.find((c) => c.id === companyId)?.isTrial ?? false;

/**
 * The one check of every call that raises a count (create and its copies, upgrade, public IPs,
 * networks, invitations): refuses (403, naming the quota) what would take a trial account past
 * one of its quotas, or anything at all while the control room's "trial quotas exceeded"
 * scenario is on. Accounts that are not trials have no per-account limits.
 */
export function assertWithinQuota(
  world: World,
  companyId: number,
  adding: Partial<QuotaUsage>,
): void {
  if (!isTrial(world, companyId)) return;
  const usage = usageOf(world, companyId);
  for (const [key, more] of Object.entries(adding) as [QuotaKey, number][]) {
    if (more <= 0) continue;
    if (world.sandbox.scenarios.quotaExceeded || usage[key] + more > TRIAL_QUOTAS[key])
      throw new HttpError(QUOTA_REFUSED_STATUS, quotaRefusal(key));
  }
}

/** What GET /quotas/usage answers: a trial's usage; nothing for accounts without quotas. */
export const quotaUsage = (world: World, companyId: number) =>
  isTrial(world, companyId)
    ? { isTrial: true, used: usageOf(world, companyId) }
    : { isTrial: false, used: null };
