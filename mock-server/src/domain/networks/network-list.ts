import type { z } from 'zod';
import { ALL_REGIONS, type networkListQuerySchema } from '@contract/networks';
import type { NetworkListResponse, NetworkListRow } from '@contract/networks';
import { parseCidr } from '@contract/ipv4';
import { isCommitted } from '../../model/committed';
import type { NetAdapter, VirtualMachine, World } from '../../model/schema';
import { pageRows } from '../shared/paging';
import { liveNetworks, placeOf } from './network-queries';
import type { Records } from '../../model/records';

type ParsedListQuery = z.output<typeof networkListQuerySchema>;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const SORT = {
  name: (a: NetworkListRow, b: NetworkListRow) => collator.compare(a.name, b.name),
  // By address, not text: 10.9.0.0 comes before 10.10.0.0; custom networks (no block) last.
  cidrBlock: (a: NetworkListRow, b: NetworkListRow) =>
    (a.cidrBlock ? parseCidr(a.cidrBlock).network : Infinity) -
      (b.cidrBlock ? parseCidr(b.cidrBlock).network : Infinity) || 0,
  region: (a: NetworkListRow, b: NetworkListRow) => collator.compare(a.region, b.region),
  connectedVms: (a: NetworkListRow, b: NetworkListRow) => a.connectedVms - b.connectedVms,
} as const;

type Counts = ReadonlyMap<number, number>;
// How many live VMs each network connects, per state of the interfaces; a VM change makes it
// count again (interfaces by VM id: a binary search each), and when nothing it counts changed it
// keeps the same map, so the sorted lists below stay valid.
const countsCache = new WeakMap<
  Records<NetAdapter>,
  { vms: Records<VirtualMachine>; counts: Counts }
>();

function connectedCounts(world: World): Counts {
  const kept = countsCache.get(world.netAdapters);
  if (kept?.vms === world.virtualMachines) return kept.counts;
  const seen = new Set<string>();
  const counts = new Map<number, number>();
  for (const a of world.netAdapters) {
    const key = `${a.networkId}/${a.vmId}`;
    if (seen.has(key) || world.virtualMachines.byId(a.vmId)?.deletedAt !== null) continue;
    seen.add(key);
    counts.set(a.networkId, (counts.get(a.networkId) ?? 0) + 1);
  }
  const same =
    kept !== undefined &&
    kept.counts.size === counts.size &&
    [...counts].every(([id, n]) => kept.counts.get(id) === n);
  const result = same ? kept.counts : counts;
  if (isCommitted(world.netAdapters) && isCommitted(world.virtualMachines))
    countsCache.set(world.netAdapters, { vms: world.virtualMachines, counts: result });
  return result;
}

// Sorted rows per state of the networks, the counts, company, region and order.
type Sorted = { counts: Counts; rows: NetworkListRow[] };
const sortedCache = new WeakMap<object, Map<string, Sorted>>();

function sortedRows(world: World, companyId: number, q: ParsedListQuery): NetworkListRow[] {
  const counts = connectedCounts(world);
  let lists = sortedCache.get(world.networks);
  if (!lists) {
    lists = new Map();
    if (isCommitted(world.networks)) sortedCache.set(world.networks, lists);
  }
  const key = `${companyId}/${q.regionId ?? ALL_REGIONS}/${q.sortColumn}/${q.sortDescending}`;
  const kept = lists.get(key);
  if (kept?.counts === counts) return kept.rows;
  const rows = liveNetworks(world, companyId, q.regionId).map((n): NetworkListRow => ({
    id: n.id,
    name: n.name,
    cidrBlock: n.cidrBlock,
    networkType: n.networkType,
    region: placeOf(world, n.datacenterId).region.name,
    connectedVms: counts.get(n.id) ?? 0,
  }));
  const compare = SORT[q.sortColumn];
  const direction = q.sortDescending ? -1 : 1;
  rows.sort((a, b) => direction * compare(a, b) || a.id - b.id); // ties by id: pages never overlap
  lists.set(key, { counts, rows });
  return rows;
}

/** One page of the company's networks: searched by name or CIDR, in a region, sorted either way. */
export function listNetworks(
  world: World,
  companyId: number,
  q: ParsedListQuery,
): NetworkListResponse {
  const needle = q.search.toLowerCase();
  const sorted = sortedRows(world, companyId, q);
  const rows =
    needle === ''
      ? sorted
      : sorted.filter(
          (n) => n.name.toLowerCase().includes(needle) || (n.cidrBlock ?? '').includes(needle),
        );
  const { data, totalPages } = pageRows(rows, { page: q.page, size: q.rowsPerPage });
  return { data, totalPages };
}
