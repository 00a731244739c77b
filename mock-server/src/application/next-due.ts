import { jobEndsAt } from '../domain/jobs/job-progress';
import type { Change } from '../model/changes';
import { changesSince, versionOf, type Version } from '../model/derivation';
import type { Job, VirtualMachine, World } from '../model/schema';
import { EXPIRING, PURGE_AT, type Expiring } from './settle';

type Row = { id: number };

/** When each record of these collections next needs settle(): Infinity for never. */
const DUE_AT: Record<string, (row: never) => number> = {
  virtualMachines: (vm: VirtualMachine) =>
    vm.transition && vm.deletedAt === null
      ? Date.parse(vm.transition.startedAt) + vm.transition.durationMs
      : Infinity,
  jobs: (job: Job) => (job.finishedAt === null ? jobEndsAt(job) : Infinity),
  ...Object.fromEntries(EXPIRING.map((key) => [key, (r: Expiring) => PURGE_AT[key](r)])),
};
const dueAt = (key: string, row: Row) => (DUE_AT[key] as (row: Row) => number)(row);

/**
 * The records that will come due (few: VMs in transition, jobs running, codes and sessions not
 * yet expired), by collection and id. One index is kept per world lineage and handed from a
 * world to the one made from it, updated by that change's records only.
 */
type DueIndex = Map<string, number>;
const indexes = new WeakMap<Version, DueIndex>();
const dueOf = new WeakMap<Version, number>();

/**
 * When settle() next has something to do: before then, a request needs no write at all. Worked
 * out once per committed world, from the world it was made from when that is known.
 */
export function nextDueAt(world: World): number {
  const version = versionOf(world);
  return dueOf.get(version) ?? earliestOf(version, indexFor(world, version));
}

function earliestOf(version: Version, index: DueIndex): number {
  let due = Infinity;
  for (const at of index.values()) if (at < due) due = at;
  dueOf.set(version, due);
  return due;
}

function indexFor(world: World, version: Version): DueIndex {
  let index = indexes.get(version);
  if (index) return index;
  const since = changesSince(world, (earlier) => indexes.has(earlier));
  if (since) {
    // The index moves on to the newer world; the older one keeps its answer in dueOf.
    index = indexes.get(since.base) as DueIndex;
    if (!dueOf.has(since.base)) earliestOf(since.base, index);
    indexes.delete(since.base);
    if (!applyChanges(index, since.changes)) index = fullIndex(world);
  } else index = fullIndex(world);
  indexes.set(version, index);
  return index;
}

/** Updates the index with a change's records; false when a whole collection was replaced. */
function applyChanges(index: DueIndex, changes: readonly Change[]): boolean {
  for (const c of changes) {
    if (!(c.key in DUE_AT)) continue;
    if (c.op === 'set') return false;
    const id = c.op === 'put' ? c.record.id : c.id;
    const at = c.op === 'put' ? dueAt(c.key, c.record) : Infinity;
    if (at === Infinity) index.delete(`${c.key}/${id}`);
    else index.set(`${c.key}/${id}`, at);
  }
  return true;
}

function fullIndex(world: World): DueIndex {
  const index: DueIndex = new Map();
  for (const key of Object.keys(DUE_AT)) {
    for (const row of (world as unknown as Record<string, Row[]>)[key] ?? []) {
      const at = dueAt(key, row);
      if (at !== Infinity) index.set(`${key}/${row.id}`, at);
    }
  }
  return index;
}
