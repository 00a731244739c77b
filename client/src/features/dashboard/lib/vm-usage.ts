import type { DashboardData } from '@contract/dashboard';
import { VM_SIZES, type VmSize } from '@contract/sizes';

export type VmUsageRow = VmSize & { currentMonth: number; previousMonth: number; ytd: number };

/** A count is "-" when empty or zero. */
export const formatCount = (count: number | null | undefined): string =>
  count ? String(count) : '-';

export const describeSize = ({ cpu, ram, disk }: VmSize): string =>
  `CPU: ${cpu} Cores - RAM: ${ram} GB - Disk: ${disk} GB`;

/** One row per standard size, in size order, keeping those whose name contains the search. */
export function buildVmUsageRows(data: DashboardData | undefined, search: string): VmUsageRow[] {
  if (!data) return [];
  const needle = search.trim().toLowerCase();
  return VM_SIZES.filter((size) => size.name.toLowerCase().includes(needle)).map((size) => ({
    ...size,
    currentMonth: data.currentMonth[size.key] ?? 0,
    previousMonth: data.previousMonth[size.key] ?? 0,
    ytd: data.ytd[size.key] ?? 0,
  }));
}
