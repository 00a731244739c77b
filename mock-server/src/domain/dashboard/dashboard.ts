import type { DashboardData } from '@contract/dashboard';
import { SIZE_KEYS, type SizeKey } from '@contract/sizes';
import type { Size, VirtualMachine, World } from '../../model/schema';

type Counts = Record<SizeKey, number>;
const zeroCounts = (): Counts => Object.fromEntries(SIZE_KEYS.map((k) => [k, 0])) as Counts;

/** UTC calendar boundaries of "now": this month, last month (December of last year in January), 1 January. */
export function periodStarts(now: Date) {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    currentMonth: Date.UTC(y, m, 1),
    previousMonth: Date.UTC(y, m - 1, 1), // Date.UTC rolls month -1 back into the previous year
    year: Date.UTC(y, 0, 1),
  };
}

/**
 * VMs created per size in the current month, the previous month and year to date.
 * VMs dated after "now" (possible only if the clock is moved back) are not counted; deleted VMs
 * are (they were created in that period).
 */
export function countVmsBySize(
  vms: readonly VirtualMachine[],
  sizes: readonly Size[],
  now: Date,
): DashboardData {
  const keyOf = new Map(sizes.map((s) => [s.id, s.key]));
  const starts = periodStarts(now);
  const end = now.getTime();
  const data: DashboardData = {
    currentMonth: zeroCounts(),
    previousMonth: zeroCounts(),
    ytd: zeroCounts(),
  };
  for (const vm of vms) {
    // Custom builds have no size: they are not in the per-size counts.
    const key = vm.sizeId === null ? undefined : keyOf.get(vm.sizeId);
    const at = Date.parse(vm.createdAt);
    if (!key || at > end) continue;
    if (at >= starts.currentMonth) data.currentMonth[key] += 1;
    else if (at >= starts.previousMonth) data.previousMonth[key] += 1;
    if (at >= starts.year) data.ytd[key] += 1;
  }
  return data;
}

// Worked out once per change of the VM collection, company and month (see vm-queries.ts).
type Figures = { data: DashboardData; newestCreatedAt: number };
const figuresCache = new WeakMap<readonly VirtualMachine[], Map<string, Figures>>();

/** The dashboard figures of one company; deleted VMs count, as they were created in their period. */
export function dashboardDataOf(world: World, companyId: number, now: Date): DashboardData {
  let perCompany = figuresCache.get(world.virtualMachines);
  if (!perCompany) figuresCache.set(world.virtualMachines, (perCompany = new Map()));
  const key = `${companyId}/${periodStarts(now).currentMonth}`;
  const cached = perCompany.get(key);
  // Valid while every VM it counted was already created (a clock moved back sees fewer).
  if (cached && cached.newestCreatedAt <= now.getTime()) return cached.data;
  const vms = world.virtualMachines.filter((v) => v.companyId === companyId);
  const data = countVmsBySize(vms, world.catalogue.sizes, now);
  const newestCreatedAt = Math.max(0, ...vms.map((v) => Date.parse(v.createdAt)));
  perCompany.set(key, { data, newestCreatedAt });
  return data;
}
