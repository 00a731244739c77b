import type { DashboardData } from '@contract/dashboard';
import { SIZE_KEYS, type SizeKey } from '@contract/sizes';
import { changesSince, versionOf, type Version } from '../../model/derivation';
import type { Size, VirtualMachine, World } from '../../model/schema';
import type { RecordList, Records } from '../../model/records';

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

type Periods = {
  keyOf: Map<number, SizeKey>;
  starts: ReturnType<typeof periodStarts>;
  end: number;
};

const periodsOf = (sizes: readonly Size[], now: Date): Periods => ({
  keyOf: new Map(sizes.map((s) => [s.id, s.key])),
  starts: periodStarts(now),
  end: now.getTime(),
});

/** Counts one VM in (sign 1) or out of (sign -1) the periods it was created in. */
function count(data: DashboardData, vm: VirtualMachine, p: Periods, sign: 1 | -1): void {
  // Custom builds have no size: they are not in the per-size counts.
  const key = vm.sizeId === null ? undefined : p.keyOf.get(vm.sizeId);
  const at = Date.parse(vm.createdAt);
  if (!key || at > p.end) return;
  if (at >= p.starts.currentMonth) data.currentMonth[key] += sign;
  else if (at >= p.starts.previousMonth) data.previousMonth[key] += sign;
  if (at >= p.starts.year) data.ytd[key] += sign;
}

/**
 * VMs created per size in the current month, the previous month and year to date.
 * VMs dated after "now" (possible only if the clock is moved back) are not counted; deleted VMs
 * are (they were created in that period).
 */
export function countVmsBySize(
  vms: RecordList<VirtualMachine>,
  sizes: readonly Size[],
  now: Date,
): DashboardData {
  const periods = periodsOf(sizes, now);
  const data: DashboardData = {
    currentMonth: zeroCounts(),
    previousMonth: zeroCounts(),
    ytd: zeroCounts(),
  };
  for (const vm of vms) count(data, vm, periods, 1);
  return data;
}

// Kept per version of the world, company and month. After a write the figures of the version
// before are taken over and corrected for the VMs it changed (the counts add up), so a write to
// one VM of 100,000 does not make the next dashboard count them all again. Each keeps the VMs it
// counted: correcting for a change needs the VM as it was before.
type Figures = {
  data: DashboardData;
  newestCreatedAt: number;
  counted: Records<VirtualMachine>;
};
const figuresCache = new WeakMap<Version, Map<string, Figures>>();

const figuresOf = (version: Version) => {
  let perCompany = figuresCache.get(version);
  if (!perCompany) figuresCache.set(version, (perCompany = new Map()));
  return perCompany;
};

/** The dashboard figures of one company; deleted VMs count, as they were created in their period. */
export function dashboardDataOf(world: World, companyId: number, now: Date): DashboardData {
  const perCompany = figuresOf(versionOf(world));
  const key = `${companyId}/${periodStarts(now).currentMonth}`;
  const cached = perCompany.get(key) ?? followed(world, key, companyId, now);
  // Valid while every VM it counted was already created (a clock moved back sees fewer).
  if (cached && cached.newestCreatedAt <= now.getTime()) {
    perCompany.set(key, cached);
    return cached.data;
  }
  const vms = world.virtualMachines.filter((v) => v.companyId === companyId);
  const data = countVmsBySize(vms, world.catalogue.sizes, now);
  let newestCreatedAt = 0;
  for (const vm of vms) newestCreatedAt = Math.max(newestCreatedAt, Date.parse(vm.createdAt));
  perCompany.set(key, { data, newestCreatedAt, counted: world.virtualMachines });
  return data;
}

/**
 * The figures of an earlier version, corrected for the VMs changed since; undefined if they
 * cannot be. A request on the earlier version after that (rare) counts again.
 */
function followed(world: World, key: string, companyId: number, now: Date): Figures | undefined {
  const since = changesSince(world, (earlier) => figuresCache.get(earlier)?.has(key) === true);
  if (
    !since ||
    since.changes.some(
      (c) => c.op === 'set' && (c.key === 'virtualMachines' || c.key === 'catalogue'),
    )
  )
    return undefined;
  const perCompany = figuresCache.get(since.base) as Map<string, Figures>;
  const earlier = perCompany.get(key) as Figures;
  if (earlier.newestCreatedAt > now.getTime()) return undefined;
  // The counts are copied, as an answer may still hold them; the earlier entry goes, and with it
  // the VMs it kept.
  perCompany.delete(key);
  const figures: Figures = {
    data: structuredClone(earlier.data),
    newestCreatedAt: earlier.newestCreatedAt,
    counted: world.virtualMachines,
  };
  const periods = periodsOf(world.catalogue.sizes, now);
  // Each changed VM as it was before its change: in the earlier state, or as an earlier change left it.
  const latest = new Map<number, VirtualMachine | null>();
  for (const change of since.changes) {
    if (change.key !== 'virtualMachines') continue;
    const id = change.op === 'put' ? change.record.id : (change as { id: number }).id;
    const before = latest.has(id) ? latest.get(id) : earlier.counted.byId(id);
    const after = change.op === 'put' ? (change.record as VirtualMachine) : null;
    if (before?.companyId === companyId) count(figures.data, before, periods, -1);
    if (after?.companyId === companyId) {
      count(figures.data, after, periods, 1);
      figures.newestCreatedAt = Math.max(figures.newestCreatedAt, Date.parse(after.createdAt));
    }
    latest.set(id, after);
  }
  return figures;
}
