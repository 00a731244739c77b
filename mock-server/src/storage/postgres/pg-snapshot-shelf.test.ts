import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { DamagedWorldError } from '../engine/damaged-world';
import { emptyWorld } from '../../model/empty-world';
import { asVersion6 } from '../../testing/older-worlds';
import { WORLD_VERSION } from '../../model/schema';
import { openDatabase, type Database } from './database';
import { realClock } from '../../simulation/clock';
import { pgShelf } from './pg-snapshot-shelf';
import { describeShelfRoom } from '../../testing/snapshot-shelf.contract';
import { registeredWorld } from '../../testing/pg-test-worlds';

const now = new Date('2026-03-15T10:00:00Z');
const world = (seed: number) => emptyWorld({ seed, now, jwtSecret: 'x'.repeat(32) });

let database: Database;
let pool: Pool;
beforeAll(async () => {
  database = await openDatabase(await freshDatabase(), { max: 3 });
  pool = database.pool;
});
afterAll(() => database.close());

const newWorld = () => registeredWorld(pool);

describe('pgShelf', () => {
  it('saves, lists by name, loads and deletes a world’s snapshots', async () => {
    const shelf = pgShelf(pool, await newWorld(), realClock());
    expect(await shelf.list()).toEqual([]);
    const saved = await shelf.save('mid-demo', world(3));
    expect(saved).toMatchObject({
      name: 'mid-demo',
      sizeBytes: Buffer.byteLength(JSON.stringify(world(3))),
    });
    expect(saved.savedAt).toBeInstanceOf(Date);
    await shelf.save('Before demo', world(4));
    await shelf.save('after', world(5));
    expect((await shelf.list()).map((s) => s.name)).toEqual(['after', 'Before demo', 'mid-demo']);

    expect((await shelf.load('mid-demo'))?.meta.seed).toBe(3);
    expect(await shelf.load('nothing')).toBeNull();
    expect(await shelf.delete('mid-demo')).toBe(true);
    expect(await shelf.delete('mid-demo')).toBe(false);
    expect(await shelf.load('mid-demo')).toBeNull();
  });

  it('replaces a snapshot saved again under its name', async () => {
    const shelf = pgShelf(pool, await newWorld(), realClock());
    await shelf.save('demo', world(1));
    await shelf.save('demo', world(2));
    expect(await shelf.list()).toHaveLength(1);
    expect((await shelf.load('demo'))?.meta.seed).toBe(2);
  });

  it('keeps each world’s snapshots apart', async () => {
    const [a, b] = [
      pgShelf(pool, await newWorld(), realClock()),
      pgShelf(pool, await newWorld(), realClock()),
    ];
    await a.save('demo', world(1));
    expect(await b.list()).toEqual([]);
    expect(await b.load('demo')).toBeNull();
    expect(await b.delete('demo')).toBe(false);
    expect(await a.load('demo')).not.toBeNull();
  });

  it('upgrades an older snapshot when loaded, and calls a damaged one damaged', async () => {
    const id = await newWorld();
    const shelf = pgShelf(pool, id, realClock());
    const insert = (name: string, data: unknown) =>
      pool.query(`insert into world_saved_snapshots values ($1, $2, now(), $3::jsonb, 10)`, [
        id,
        name,
        JSON.stringify(data),
      ]);
    await insert('old', asVersion6(world(8)));
    await insert('torn', { version: WORLD_VERSION, users: 3 });
    const loaded = await shelf.load('old');
    expect(loaded?.version).toBe(WORLD_VERSION);
    expect(loaded?.meta.seed).toBe(8);
    await expect(shelf.load('torn')).rejects.toBeInstanceOf(DamagedWorldError);
  });
});

describe('pgShelf, counting its room through two pools as through two processes', () => {
  const others: Database[] = [];
  afterAll(() => Promise.all(others.splice(0).map((d) => d.close())));
  describeShelfRoom(async () => ({
    shelves: async () => {
      const id = await newWorld();
      const other = await openDatabase(database.url, { max: 3 });
      others.push(other);
      return {
        shelf: pgShelf(pool, id, realClock()),
        other: pgShelf(other.pool, id, realClock()),
      };
    },
    sizeOf: (world) => Buffer.byteLength(JSON.stringify(world)),
  }));
});
