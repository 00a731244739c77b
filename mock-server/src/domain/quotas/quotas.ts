import { QUOTA_REFUSED_STATUS, quotaRefusal, TRIAL_QUOTAS, type QuotaKey } from '@contract/quotas';
import type { World } from '../../store/schema';
import { HttpError } from '../shared/errors';
import { specOf } from '../vms/vm-specs';

/** What a company holds now, counted the way its trial quotas are. */
export function usageOf(world: World, companyId: number): Record<QuotaKey, number> {
  const vms = world.virtualMachines.filter(
    (v) => v.companyId === companyId && v.deletedAt === null,
  );
  return {
    virtualMachines: vms.length,
    cpuCores: vms.reduce((sum, vm) => sum + specOf(world, vm).cpu, 0),
    networks: world.networks.filter((n) => n.companyId === companyId && !n.isDefault).length,
    publicIps: world.netAdapters.filter((a) => a.companyId === companyId && a.publicIp).length,
    users: world.users.filter((u) => u.companyId === companyId).length,
  };
}

/**
 * Refuses (403, naming the quota) what would take a trial account past one of its quotas, or
 * anything at all while the control room's "trial quotas exceeded" scenario is on. Accounts
 * that are not trials have no per-account limits.
 */
export function assertWithinQuota(
  world: World,
  companyId: number,
  adding: Partial<Record<QuotaKey, number>>,
): void {
  const company = world.companies.find((c) => c.id === companyId);
  if (!company?.isTrial) return;
  const usage = usageOf(world, companyId);
  for (const [key, more] of Object.entries(adding) as [QuotaKey, number][]) {
    if (more <= 0) continue;
    if (world.sandbox.scenarios.quotaExceeded || usage[key] + more > TRIAL_QUOTAS[key])
      throw new HttpError(QUOTA_REFUSED_STATUS, quotaRefusal(key));
  }
}
