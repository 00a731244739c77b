import type { z } from 'zod';
import type { vmListQuerySchema, VmListRow } from '@contract/virtual-machines';
import type { Change } from '../../model/changes';
import { changesSince, versionOf, type Version } from '../../model/derivation';
import type { VirtualMachine, World } from '../../model/schema';
import { specOf } from './vm-specs';

type SortColumn = z.output<typeof vmListQuerySchema>['sortColumn'];

/** A company's live VM with what sorting and searching need, worked out once. */
export type Sortable = {
  vm: VirtualMachine;
  name: string;
  lowerName: string;
  cpu: number;
  ram: number;
  /** The list row, built the first time a page shows it (the record never changes). */
  row?: VmListRow;
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
// "configuration" sorts by size (cores, then RAM), as a person reads Micro < Small < Large.
const COMPARE: Record<SortColumn, (a: Sortable, b: Sortable) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  status: (a, b) => (a.vm.status < b.vm.status ? -1 : a.vm.status > b.vm.status ? 1 : 0),
  configuration: (a, b) => a.cpu - b.cpu || a.ram - b.ram,
  createdAt: (a, b) =>
    a.vm.createdAt < b.vm.createdAt ? -1 : a.vm.createdAt > b.vm.createdAt ? 1 : 0,
};
// Ties by id: the order is total, so pages never overlap and a row's place can be searched.
const orderBy = (column: SortColumn) => (a: Sortable, b: Sortable) =>
  COMPARE[column](a, b) || a.vm.id - b.vm.id;

/** A company's VMs in one column's order, and each VM's entry by id (to find it again). */
type SortedList = { rows: Sortable[]; byId: Map<number, Sortable> };

// Committed worlds never change in place. Each company's sorted list is kept per version of the
// world and column; after a change it is taken over from the version before and corrected for
// the VMs that changed, so a write to one VM of 100,000 costs the next read a binary search, not
// a sort.
const cache = new WeakMap<Version, Map<string, SortedList>>();

const listsOf = (world: World) => {
  const version = versionOf(world);
  let lists = cache.get(version);
  if (!lists) cache.set(version, (lists = new Map()));
  return lists;
};

export function sortedVms(world: World, companyId: number, column: SortColumn): Sortable[] {
  const key = `${companyId}/${column}`;
  const lists = listsOf(world);
  let sorted = lists.get(key);
  if (!sorted) {
    sorted = followed(world, key, companyId, column) ?? sortAll(world, companyId, column);
    lists.set(key, sorted);
  }
  return sorted.rows;
}

function sortable(world: World, vm: VirtualMachine): Sortable {
  const spec = specOf(world, vm);
  return { vm, name: vm.name, lowerName: vm.name.toLowerCase(), cpu: spec.cpu, ram: spec.ram };
}

const belongs = (vm: VirtualMachine, companyId: number) =>
  vm.companyId === companyId && vm.deletedAt === null;

function sortAll(world: World, companyId: number, column: SortColumn): SortedList {
  const rows = world.virtualMachines
    .filter((vm) => belongs(vm, companyId))
    .map((vm) => sortable(world, vm));
  rows.sort(orderBy(column));
  return { rows, byId: new Map(rows.map((s) => [s.vm.id, s])) };
}

/** The list of an earlier state, corrected for the VMs changed since; undefined if it cannot be. */
function followed(
  world: World,
  key: string,
  companyId: number,
  column: SortColumn,
): SortedList | undefined {
  const since = changesSince(world, (earlier) => cache.get(earlier)?.has(key) === true);
  // A replaced collection or a changed catalogue (the sizes the rows show): sort again.
  if (!since || since.changes.some(replacesWhatRowsShow)) return undefined;
  const earlier = cache.get(since.base) as Map<string, SortedList>;
  const list = earlier.get(key) as SortedList;
  // Taken over, not copied: a request on the earlier state (rare) sorts again.
  earlier.delete(key);
  const order = orderBy(column);
  for (const change of since.changes) {
    if (change.key !== 'virtualMachines') continue;
    const id = change.op === 'put' ? change.record.id : (change as { id: number }).id;
    const old = list.byId.get(id);
    if (old) {
      list.rows.splice(placeOf(list.rows, old, order), 1);
      list.byId.delete(id);
    }
    const vm = change.op === 'put' ? (change.record as VirtualMachine) : null;
    if (vm && belongs(vm, companyId)) {
      const entry = sortable(world, vm);
      list.rows.splice(placeOf(list.rows, entry, order), 0, entry);
      list.byId.set(id, entry);
    }
  }
  return list;
}

const replacesWhatRowsShow = (c: Change) =>
  (c.key === 'virtualMachines' && c.op === 'set') || c.key === 'catalogue';

/** Where `entry` is, or would go, in rows sorted by `order` (binary search). */
function placeOf(rows: Sortable[], entry: Sortable, order: (a: Sortable, b: Sortable) => number) {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (order(rows[mid] as Sortable, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
