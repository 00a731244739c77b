import { collectionNames } from './empty-world';
import { markCommitted } from './committed';
import type { World } from './schema';

/**
 * What a mutation changed, record by record: `put` a record (new or changed) of a collection,
 * `del` one by id, or `set` a whole top-level value (counters, catalogue...). Every operation
 * writes an absolute value, so replaying a journal twice, or over a snapshot that already
 * holds some of it, ends in the same world.
 */
export type Change =
  | { op: 'put'; key: string; record: { id: number } }
  | { op: 'del'; key: string; id: number }
  | { op: 'set'; key: string; value: unknown };

type Row = { id: number };
const COLLECTIONS = new Set<string>(collectionNames());

/**
 * Compares two worlds that share structure (the second made from the first by immer): only
 * top-level values that are new objects are looked at, and within a collection only records
 * that are new objects. Collections are kept in id order (records are added with push), which
 * lets this walk both lists once.
 */
export function diffWorld(prev: World, next: World): Change[] {
  const changes: Change[] = [];
  const before = prev as unknown as Record<string, unknown>;
  const after = next as unknown as Record<string, unknown>;
  for (const key of Object.keys(after)) {
    const a = before[key];
    const b = after[key];
    if (a === b) continue;
    if (COLLECTIONS.has(key))
      diffCollection(key, (a as Row[] | undefined) ?? [], b as Row[], changes);
    else changes.push({ op: 'set', key, value: b });
  }
  return changes;
}

function diffCollection(key: string, a: Row[], b: Row[], out: Change[]): void {
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const ra = a[i];
    const rb = b[j];
    // The same object is the same record, already checked when it was written: skipping it
    // without reading it keeps a change to one record of 100,000 from touching the others.
    if (ra !== undefined && ra === rb) {
      i++;
      j++;
      continue;
    }
    if (rb && j > 0 && rb.id <= (b[j - 1] as Row).id)
      throw new Error(`${key} is not in id order at id ${rb.id}`);
    if (ra && rb && ra.id === rb.id) {
      out.push({ op: 'put', key, record: rb });
      i++;
      j++;
    } else if (rb && (!ra || rb.id < ra.id)) {
      out.push({ op: 'put', key, record: rb });
      j++;
    } else if (ra) {
      out.push({ op: 'del', key, id: ra.id });
      i++;
    }
  }
}

/** Applies changes to a world that is still being assembled (a snapshot read back at start). */
export function applyChanges(world: World, changes: readonly Change[]): void {
  const target = world as unknown as Record<string, unknown>;
  for (const c of changes) {
    if (c.op === 'set') {
      target[c.key] = c.value;
      continue;
    }
    const list = (target[c.key] ??= []) as Row[];
    const at = indexOfId(list, c.op === 'put' ? c.record.id : c.id);
    if (c.op === 'del') {
      if (at.found) list.splice(at.index, 1);
    } else if (at.found) list[at.index] = c.record;
    else list.splice(at.index, 0, c.record);
  }
}

/**
 * The committed world `world` with `changes` applied, leaving it untouched: the changed top-level
 * values are copied once and the result is frozen like any committed state (another process's
 * commits, applied on catching up).
 */
export function withChanges(world: World, changes: readonly Change[]): World {
  const next = { ...world } as unknown as Record<string, unknown>;
  const copied = new Set<string>();
  for (const c of changes) {
    if (c.op !== 'set' && !copied.has(c.key)) {
      next[c.key] = [...((next[c.key] as Row[] | undefined) ?? [])];
      copied.add(c.key);
    }
  }
  applyChanges(next as unknown as World, changes);
  freezeChanges(next as unknown as World, changes);
  return next as unknown as World;
}

/** Binary search in a collection kept in id order: where the id is, or where it would go. */
export function indexOfId(list: readonly Row[], id: number): { found: boolean; index: number } {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const midId = (list[mid] as Row).id;
    if (midId === id) return { found: true, index: mid };
    if (midId < id) lo = mid + 1;
    else hi = mid;
  }
  return { found: false, index: lo };
}

/** The record with that id, in O(log n): collections are kept in id order. */
export function byId<T extends Row>(list: readonly T[], id: number): T | undefined {
  const at = indexOfId(list, id);
  return at.found ? list[at.index] : undefined;
}

/** Committed state is frozen, so a change made outside a mutation fails loudly instead of being lost. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

/**
 * Freezes a whole world being committed (a loaded or replaced one): its values and records, its
 * root, and marks its collections committed (model/committed.ts says why they stay unfrozen).
 */
export function freezeWorld(world: World): World {
  if (Object.isFrozen(world)) return world;
  const root = world as unknown as Record<string, unknown>;
  for (const key of Object.keys(root)) {
    const value = root[key];
    if (COLLECTIONS.has(key) && Array.isArray(value)) {
      for (const record of value) deepFreeze(record);
      markCommitted(value);
    } else deepFreeze(value);
  }
  return Object.freeze(world);
}

/** Freezes what a mutation made: its changed records and values, and the root; marks the new collections committed. */
export function freezeChanges(next: World, changes: readonly Change[]): void {
  const root = next as unknown as Record<string, unknown>;
  for (const c of changes) {
    if (c.op === 'put') deepFreeze(c.record);
    else if (c.op === 'set') deepFreeze(c.value);
    if (COLLECTIONS.has(c.key)) markCommitted(root[c.key] as Row[]);
  }
  Object.freeze(next);
}
