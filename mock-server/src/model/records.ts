import { immerable, isDraft } from 'immer';
import { positionOf } from './sorted-by-id';

type Row = { id: number };

/** Records per chunk: a change copies one chunk of this many pointers, not the whole collection. */
export const CHUNK_SIZE = 512;

/**
 * A collection of a world: its records in id order, kept in chunks. Worlds are immutable values
 * (a mutation makes the next one with immer), and a change to one record of an array would copy
 * the whole array: 800 kB at 100,000 VMs, per write, and as much garbage. Here a change copies the
 * list of chunks and the one chunk it touches, and two versions share every other chunk, so
 * comparing them skips whole chunks.
 *
 * It reads like an array (length, iteration, find, filter, map, some...), with `byId` in O(log n).
 * Inside a mutation, `push` appends a record with a new, higher id, `remove` and `removeWhere`
 * take records out; records found in a draft are drafts, so assigning their fields changes them.
 * In JSON it is the plain array of its records.
 */
export class Records<T extends Row> implements Iterable<T> {
  static [immerable] = true;

  /** Never empty chunks, each in id order and all of them in id order. */
  chunks: T[][];
  length: number;

  /** From records already in id order (`records()` sorts them). */
  constructor(records: readonly T[] = []) {
    this.chunks = [];
    for (let at = 0; at < records.length; at += CHUNK_SIZE)
      this.chunks.push(records.slice(at, at + CHUNK_SIZE));
    this.length = records.length;
  }

  [Symbol.iterator](): Iterator<T> {
    // One chunk (most collections): the array's own iterator, which V8 runs without allocating.
    const chunks = this.chunks;
    return chunks.length === 1 ? (chunks[0] as T[])[Symbol.iterator]() : new Walk(chunks);
  }

  /** The record with that id, in O(log n). */
  byId(id: number): T | undefined {
    const chunks = this.chunks;
    if (isDraft(chunks)) {
      const where = this.locate(id);
      return where.found ? (chunks[where.chunk] as T[])[where.index] : undefined;
    }
    const chunk = chunks[chunkFor(chunks, id)];
    const at = chunk ? positionOf(chunk, id) : -1;
    return at >= 0 ? (chunk as T[])[at] : undefined;
  }

  // In a mutation, these test through immer's array methods: they hand the test the records
  // themselves, without making a draft of each, and what they return is a draft. Committed
  // chunks are plain arrays, looped over directly.

  find(test: (record: T) => unknown): T | undefined {
    const chunks = this.chunks;
    if (isDraft(chunks)) {
      const c = chunks.findIndex((chunk) => chunk.some((r) => test(r)));
      return c === -1 ? undefined : (chunks[c] as T[]).find((r) => test(r));
    }
    for (const chunk of chunks) for (const record of chunk) if (test(record)) return record;
    return undefined;
  }

  findLast(test: (record: T) => unknown): T | undefined {
    const chunks = this.chunks;
    if (isDraft(chunks)) {
      const c = chunks.findLastIndex((chunk) => chunk.some((r) => test(r)));
      return c === -1 ? undefined : (chunks[c] as T[]).findLast((r) => test(r));
    }
    for (let c = chunks.length - 1; c >= 0; c--) {
      const chunk = chunks[c] as T[];
      for (let i = chunk.length - 1; i >= 0; i--) if (test(chunk[i] as T)) return chunk[i];
    }
    return undefined;
  }

  filter<S extends T>(test: (record: T) => record is S): S[];
  filter(test: (record: T) => unknown): T[];
  filter(test: (record: T) => unknown): T[] {
    const out: T[] = [];
    const chunks = this.chunks;
    if (isDraft(chunks)) {
      for (const chunk of chunks.filter((c) => c.some((r) => test(r))))
        for (const hit of chunk.filter((r) => test(r))) out.push(hit);
      return out;
    }
    for (const chunk of chunks) for (const record of chunk) if (test(record)) out.push(record);
    return out;
  }

  some(test: (record: T) => unknown): boolean {
    return this.find(test) !== undefined;
  }

  every(test: (record: T) => unknown): boolean {
    return this.find((record) => !test(record)) === undefined;
  }

  // These visit every record (a draft of each, in a mutation, as an array's would).

  map<U>(to: (record: T) => U): U[] {
    const out: U[] = [];
    for (const chunk of this.chunks) for (const record of chunk) out.push(to(record));
    return out;
  }

  flatMap<U>(to: (record: T) => U | readonly U[]): U[] {
    return this.map(to).flat() as U[];
  }

  /**
   * The records with ids above `id`, in order: what was made after a record with that id (a
   * poll that reads what visitors made, not the 100,000 records a world may hold).
   */
  after(id: number): T[] {
    const from = this.locate(id + 1);
    const out: T[] = [];
    for (let c = from.chunk; c < this.chunks.length; c++) {
      const chunk = this.chunks[c] as T[];
      for (let i = c === from.chunk ? from.index : 0; i < chunk.length; i++)
        out.push(chunk[i] as T);
    }
    return out;
  }

  /** The first record (the lowest id), if any. */
  first(): T | undefined {
    return this.chunks[0]?.[0];
  }

  /** The last record (the highest id), if any. */
  last(): T | undefined {
    const chunk = this.chunks[this.chunks.length - 1];
    return chunk?.[chunk.length - 1];
  }

  /** The records as one plain array (a copy). */
  toArray(): T[] {
    const out: T[] = [];
    for (const chunk of this.chunks) for (const record of chunk) out.push(record);
    return out;
  }

  toJSON(): T[] {
    return this.toArray();
  }

  /** Appends records whose ids are above every id already here (a new record's). */
  push(...records: T[]): number {
    for (const record of records) {
      const last = this.chunks[this.chunks.length - 1];
      const lastId = last?.[last.length - 1]?.id;
      if (lastId !== undefined && record.id <= lastId) {
        this.put(record);
        continue;
      }
      if (!last || last.length >= CHUNK_SIZE) this.chunks.push([record]);
      else last.push(record);
      this.length++;
    }
    return this.length;
  }

  /** Puts a record in its place by id: replaces the one with its id, or inserts it in order. */
  put(record: T): void {
    const where = this.locate(record.id);
    const chunk = this.chunks[where.chunk];
    if (where.found) {
      (chunk as T[])[where.index] = record;
      return;
    }
    if (!chunk) this.chunks.push([record]);
    else {
      chunk.splice(where.index, 0, record);
      // A chunk grown by inserts in the middle is split in two, to keep copies small.
      if (chunk.length > 2 * CHUNK_SIZE)
        this.chunks.splice(where.chunk, 1, chunk.slice(0, CHUNK_SIZE), chunk.slice(CHUNK_SIZE));
    }
    this.length++;
  }

  /** Takes out the record with that id; whether there was one. */
  remove(id: number): boolean {
    const where = this.locate(id);
    if (!where.found) return false;
    const chunk = this.chunks[where.chunk] as T[];
    if (chunk.length === 1) this.chunks.splice(where.chunk, 1);
    else chunk.splice(where.index, 1);
    this.length--;
    return true;
  }

  /** Takes out every record that passes the test; how many. Chunks without one are not copied. */
  removeWhere(test: (record: T) => unknown): number {
    let removed = 0;
    for (let c = this.chunks.length - 1; c >= 0; c--) {
      const chunk = this.chunks[c] as T[];
      if (!chunk.some((r) => test(r))) continue;
      const kept = chunk.filter((r) => !test(r));
      removed += chunk.length - kept.length;
      if (kept.length === 0) this.chunks.splice(c, 1);
      else this.chunks[c] = kept;
    }
    this.length -= removed;
    return removed;
  }

  /** Keeps the newest `limit` records (the highest ids): a log that keeps its last entries. */
  keepNewest(limit: number): void {
    let left = Math.max(0, this.length - limit);
    this.length -= left;
    while (left > 0) {
      const first = this.chunks[0] as T[];
      if (first.length <= left) {
        this.chunks.shift();
        left -= first.length;
      } else {
        this.chunks[0] = first.slice(left);
        left = 0;
      }
    }
  }

  /**
   * Where an id is, or would go: its chunk (the last one whose first id is not above it) and its
   * index there. In a mutation the chunks are scanned through immer's array methods, which read
   * without making a draft of each chunk and record they pass; committed chunks are bisected.
   */
  private locate(id: number): { found: boolean; chunk: number; index: number } {
    const chunks = this.chunks;
    if (chunks.length === 0) return { found: false, chunk: 0, index: 0 };
    if (isDraft(chunks)) {
      const c = Math.max(
        0,
        chunks.findLastIndex((chunk) => (chunk[0] as T).id <= id),
      );
      const chunk = chunks[c] as T[];
      let found = false;
      const at = chunk.findIndex((record) => ((found = record.id === id), record.id >= id));
      return { found, chunk: c, index: at === -1 ? chunk.length : at };
    }
    const c = chunkFor(chunks, id);
    const at = positionOf(chunks[c] as T[], id);
    return at >= 0
      ? { found: true, chunk: c, index: at }
      : { found: false, chunk: c, index: -at - 1 };
  }
}

/** A collection made from plain records in any order (a fixture, a test's world). */
export const records = <T extends Row>(list: readonly T[] = []): Records<T> =>
  new Records([...list].sort((a, b) => a.id - b.id));

/** The chunk an id is in or would go in: the last whose first id is not above it (or the first). */
function chunkFor(chunks: readonly (readonly Row[])[], id: number): number {
  let lo = 0;
  let hi = chunks.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (((chunks[mid] as Row[])[0] as Row).id <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Walks the records chunk by chunk (a generator would be several times slower). */
class Walk<T> implements Iterator<T> {
  private c = 0;
  private i = 0;
  constructor(private readonly chunks: readonly (readonly T[])[]) {}

  next(): IteratorResult<T> {
    let chunk = this.chunks[this.c];
    while (chunk && this.i >= chunk.length) {
      chunk = this.chunks[++this.c];
      this.i = 0;
    }
    if (!chunk) return { done: true, value: undefined };
    return { done: false, value: chunk[this.i++] as T };
  }
}

/** What reading code needs of a list of records: a collection, or a plain array of records. */
export interface RecordList<T> extends Iterable<T> {
  readonly length: number;
  find(test: (record: T) => unknown): T | undefined;
  filter(test: (record: T) => unknown): T[];
  some(test: (record: T) => unknown): boolean;
  every(test: (record: T) => unknown): boolean;
  map<U>(to: (record: T) => U): U[];
}
