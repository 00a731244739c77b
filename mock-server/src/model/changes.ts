import { produce } from 'immer';
import { collectionNames } from './empty-world';
import { markCommitted } from './committed';
import { CHUNK_SIZE, Records } from './records';
import { indexOfId } from './sorted-by-id';
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
 * top-level values that are new objects are looked at; within a collection, only chunks that are
 * new arrays, and in them only records that are new objects. Collections are in id order, which
 * lets this walk both in step.
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
      diffCollection(
        key,
        (a as Records<Row> | undefined)?.chunks ?? [],
        (b as Records<Row>).chunks,
        changes,
      );
    else changes.push({ op: 'set', key, value: b });
  }
  return changes;
}

function diffCollection(
  key: string,
  a: readonly Row[][],
  b: readonly Row[][],
  out: Change[],
): void {
  let ca = 0;
  let cb = 0;
  let i = 0;
  let j = 0;
  let lastId = -1;
  for (;;) {
    // A chunk both share is the same records, already checked when written: skipping it whole
    // keeps a change to one record of 100,000 from touching the others.
    if (i === 0 && j === 0 && ca < a.length && a[ca] === b[cb]) {
      lastId = ((b[cb] as Row[]).at(-1) as Row).id;
      ca++;
      cb++;
      continue;
    }
    const chunkA = a[ca];
    const chunkB = b[cb];
    if (chunkA && i >= chunkA.length) {
      ca++;
      i = 0;
      continue;
    }
    if (chunkB && j >= chunkB.length) {
      cb++;
      j = 0;
      continue;
    }
    const ra = chunkA?.[i];
    const rb = chunkB?.[j];
    if (!ra && !rb) return;
    if (ra !== undefined && ra === rb) {
      lastId = rb.id;
      i++;
      j++;
      continue;
    }
    if (rb && rb.id <= lastId) throw new Error(`${key} is not in id order at id ${rb.id}`);
    if (ra && rb && ra.id === rb.id) {
      out.push({ op: 'put', key, record: rb });
      lastId = rb.id;
      i++;
      j++;
    } else if (rb && (!ra || rb.id < ra.id)) {
      out.push({ op: 'put', key, record: rb });
      lastId = rb.id;
      j++;
    } else if (ra) {
      out.push({ op: 'del', key, id: ra.id });
      i++;
    }
  }
}

/**
 * Applies changes to a world as stored, plain JSON still being assembled (a snapshot with its
 * journal, read back before it is upgraded and checked).
 */
export function applyChanges(world: object, changes: readonly Change[]): void {
  const target = world as Record<string, unknown>;
  for (const c of changes) {
    if (c.op === 'set') target[c.key] = c.value;
    else applyToRows((target[c.key] ??= []) as Row[], c);
  }
}

function applyToRows(list: Row[], c: Exclude<Change, { op: 'set' }>): void {
  const at = indexOfId(list, c.op === 'put' ? c.record.id : c.id);
  if (c.op === 'del') {
    if (at.found) list.splice(at.index, 1);
  } else if (at.found) list[at.index] = c.record;
  else list.splice(at.index, 0, c.record);
}

/**
 * The committed world `world` with `changes` applied, leaving it untouched and sharing all it did
 * not change; frozen like any committed state (another process's commits, applied on catching
 * up; a template's copy made a world of its own).
 */
export function withChanges(world: World, changes: readonly Change[]): World {
  const next = { ...world } as unknown as Record<string, unknown>;
  const byCollection = new Map<string, Exclude<Change, { op: 'set' }>[]>();
  for (const c of changes) {
    if (c.op === 'set') next[c.key] = c.value;
    else if (byCollection.has(c.key)) byCollection.get(c.key)?.push(c);
    else byCollection.set(c.key, [c]);
  }
  for (const [key, list] of byCollection)
    next[key] = collectionWith((next[key] as Records<Row> | undefined) ?? new Records(), list);
  freezeChanges(next as unknown as World, changes);
  return next as unknown as World;
}

/**
 * A collection with changes applied: a few copy the chunks they touch; many (a whole template's
 * VMs) rebuild it in one pass, cheaper than finding each record's chunk in turn.
 */
function collectionWith(
  list: Records<Row>,
  changes: Exclude<Change, { op: 'set' }>[],
): Records<Row> {
  if (changes.length <= CHUNK_SIZE)
    return produce(list, (draft) => {
      for (const c of changes) {
        if (c.op === 'put') draft.put(c.record);
        else draft.remove(c.id);
      }
    });
  const rows = list.toArray();
  for (const c of changes) applyToRows(rows, c);
  return new Records(rows);
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
    if (value instanceof Records) {
      for (const chunk of value.chunks) for (const record of chunk) deepFreeze(record);
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
    if (COLLECTIONS.has(c.key)) markCommitted(root[c.key] as Records<Row>);
  }
  Object.freeze(next);
}
