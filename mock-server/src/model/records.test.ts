import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, Records, records } from './records';

type Row = { id: number; name: string };
const row = (id: number): Row => ({ id, name: `r${id}` });
const ids = (list: Iterable<Row>) => [...list].map((r) => r.id);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => row(from + i));
/** Three and a half chunks of records with ids 1..n. */
const N = Math.floor(CHUNK_SIZE * 3.5);
const many = () => new Records(range(1, N));

describe('Records', () => {
  it('reads like an array: length, iteration, find, filter, some, every, map, reduce', () => {
    const list = many();
    expect(list.length).toBe(N);
    expect(list.chunks).toHaveLength(4);
    expect(ids(list)).toEqual(range(1, N).map((r) => r.id));
    expect(list.find((r) => r.id > CHUNK_SIZE)?.id).toBe(CHUNK_SIZE + 1);
    expect(list.findLast((r) => r.id % 1000 === 0)?.id).toBe(1000);
    expect(list.filter((r) => r.id % 500 === 0).map((r) => r.id)).toEqual([500, 1000, 1500]);
    expect(list.some((r) => r.id === N)).toBe(true);
    expect(list.every((r) => r.id <= N)).toBe(true);
    expect(list.map((r) => r.id).reduce((sum, id) => sum + id, 0)).toBe((N * (N + 1)) / 2);
    expect(list.first()?.id).toBe(1);
    expect(list.last()?.id).toBe(N);
    expect(JSON.parse(JSON.stringify(list))).toEqual(range(1, N));
  });

  it('finds a record by id in every chunk, and says when there is none', () => {
    const list = new Records(range(1, N).filter((r) => r.id % 2 === 0));
    for (const id of [2, CHUNK_SIZE * 2, CHUNK_SIZE * 2 + 2, N - (N % 2)])
      expect(list.byId(id)?.id).toBe(id);
    for (const id of [0, 1, CHUNK_SIZE * 2 + 1, N + 1]) expect(list.byId(id)).toBeUndefined();
    expect(list.byId(4)).toBeDefined();
    expect(list.byId(5)).toBeUndefined();
  });

  it('gives the records made after an id, across chunks', () => {
    const list = many();
    expect(ids(list.after(N - 3))).toEqual([N - 2, N - 1, N]);
    expect(list.after(CHUNK_SIZE - 1)).toHaveLength(N - CHUNK_SIZE + 1);
    expect(list.after(N)).toEqual([]);
    expect(list.after(0)).toHaveLength(N);
  });

  it('keeps id order whatever order records are put in, splitting a chunk grown too large', () => {
    const list = records<Row>([row(5), row(1), row(3)]);
    expect(ids(list)).toEqual([1, 3, 5]);
    list.put(row(2));
    list.push(row(4));
    list.put({ id: 3, name: 'three' });
    expect(ids(list)).toEqual([1, 2, 3, 4, 5]);
    expect(list.byId(3)?.name).toBe('three');
    expect(list.length).toBe(5);

    const big = new Records([row(1), ...range(1_000_000, 1_000_000 + CHUNK_SIZE - 1)]);
    for (let id = 2; id <= CHUNK_SIZE * 2; id++) big.put(row(id));
    expect(big.length).toBe(CHUNK_SIZE * 3);
    expect(big.chunks.every((c) => c.length <= 2 * CHUNK_SIZE)).toBe(true);
    const all = ids(big);
    expect(all).toEqual([...all].sort((a, b) => a - b));
  });

  it('takes records out by id, by test, and the oldest beyond a limit, dropping empty chunks', () => {
    const list = many();
    expect(list.remove(CHUNK_SIZE)).toBe(true);
    expect(list.remove(CHUNK_SIZE)).toBe(false);
    expect(list.removeWhere((r) => r.id <= CHUNK_SIZE * 2)).toBe(CHUNK_SIZE * 2 - 1);
    expect(list.first()?.id).toBe(CHUNK_SIZE * 2 + 1);
    expect(list.chunks.every((c) => c.length > 0)).toBe(true);
    list.keepNewest(10);
    expect(ids(list)).toEqual(range(N - 9, N).map((r) => r.id));
    expect(list.length).toBe(10);
    list.keepNewest(0);
    expect(list.length).toBe(0);
    expect(list.chunks).toEqual([]);
    list.push(row(7));
    expect(ids(list)).toEqual([7]);
  });

  it('in a mutation, changes one record by copying only its chunk, sharing every other', () => {
    const before = { list: many() };
    const after = produce(before, (draft) => {
      const found = draft.list.byId(CHUNK_SIZE + 3);
      if (found) found.name = 'renamed';
    });
    expect(after.list.byId(CHUNK_SIZE + 3)?.name).toBe('renamed');
    expect(before.list.byId(CHUNK_SIZE + 3)?.name).toBe(`r${CHUNK_SIZE + 3}`);
    expect(after.list).toBeInstanceOf(Records);
    expect(after.list.chunks[1]).not.toBe(before.list.chunks[1]);
    for (const c of [0, 2, 3]) expect(after.list.chunks[c]).toBe(before.list.chunks[c]);
    expect((after.list.chunks[1] as Row[])[0]).toBe((before.list.chunks[1] as Row[])[0]);
  });

  it('in a mutation, reads what the mutation already changed, and finds drafts to change', () => {
    const before = { list: many() };
    const after = produce(before, (draft) => {
      draft.list.push(row(N + 1));
      draft.list.remove(2);
      expect(draft.list.byId(N + 1)?.id).toBe(N + 1);
      expect(draft.list.byId(2)).toBeUndefined();
      expect(draft.list.length).toBe(N);
      for (const found of draft.list.filter((r) => r.id % 1000 === 0)) found.name = 'kilo';
      const first = draft.list.find((r) => r.id > 1);
      if (first) first.name = 'first after one';
    });
    expect(after.list.byId(1000)?.name).toBe('kilo');
    expect(after.list.byId(3)?.name).toBe('first after one');
    expect(after.list.last()?.id).toBe(N + 1);
    expect(before.list.length).toBe(N);
    expect(before.list.byId(2)).toBeDefined();
  });

  it('in a mutation, splits a chunk grown too large and keeps every record whole', () => {
    const before = { list: new Records([row(1), ...range(1_000_000, 1_000_000 + CHUNK_SIZE)]) };
    const after = produce(before, (draft) => {
      for (let id = 2; id <= CHUNK_SIZE * 2; id++) draft.list.put(row(id));
      const kept = draft.list.byId(1);
      if (kept) kept.name = 'still one';
    });
    expect(after.list.length).toBe(CHUNK_SIZE * 3 + 1);
    expect(after.list.chunks.every((c) => c.length <= 2 * CHUNK_SIZE)).toBe(true);
    expect(after.list.byId(1)).toEqual({ id: 1, name: 'still one' });
    expect(after.list.byId(CHUNK_SIZE)).toEqual(row(CHUNK_SIZE));
    expect(JSON.parse(JSON.stringify(after.list))).toHaveLength(CHUNK_SIZE * 3 + 1);
    expect(before.list.length).toBe(CHUNK_SIZE + 2);
  });
});
