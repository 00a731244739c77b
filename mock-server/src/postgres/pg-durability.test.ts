import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/support/test-database';
import { emptyWorld } from '../store/empty-world';
import type { World } from '../store/schema';
import { CommitConflict, Store } from '../store/store';
import { testVm } from '../store/test-records';
import { openDatabase, type Database } from './database';
import { PgDurability, readPgWorld } from './pg-durability';
import { registeredWorld } from './test-worlds';

const now = new Date('2026-03-15T10:00:00Z');

let database: Database;
let pool: Pool;
beforeAll(async () => {
  database = await openDatabase(await freshDatabase(), { max: 4 });
  pool = database.pool;
});
afterAll(() => database.close());

/** A world in the database: its registry row and its snapshot at version 0. */
async function storedWorld(): Promise<string> {
  const id = await registeredWorld(pool);
  const world = emptyWorld({ seed: 1, now, jwtSecret: 'x'.repeat(32) });
  world.virtualMachines.push(testVm({ id: 1 }));
  world.counters.virtualMachines = 1;
  const text = JSON.stringify(world);
  await pool.query(
    'insert into world_snapshots (world_id, version, data, bytes) values ($1, 0, $2::jsonb, $3)',
    [id, text, Buffer.byteLength(text)],
  );
  return id;
}

/** The world as one process opens it. */
async function processCopy(id: string): Promise<Store> {
  const stored = await readPgWorld(pool, id);
  return new Store(
    stored.world,
    new PgDurability(pool, id, stored.version, stored),
    'postgres',
    id,
  );
}

const rename = (name: string) => (w: World) => {
  (w.virtualMachines[0] as World['virtualMachines'][number]).name = name;
};
const journalVersions = async (id: string) =>
  (
    await pool.query<{ version: string }>(
      'select version from world_journal where world_id = $1 order by version',
      [id],
    )
  ).rows.map((r) => Number(r.version));

describe('PgDurability', () => {
  it('numbers commits, and refuses one made on a version another process has taken', async () => {
    const id = await storedWorld();
    const stored = await readPgWorld(pool, id);
    const first = new PgDurability(pool, id, stored.version, stored);
    const second = new PgDurability(pool, id, stored.version, stored);
    await first.append([{ at: now.toISOString(), changes: [] }]);
    await expect(second.append([{ at: now.toISOString(), changes: [] }])).rejects.toBeInstanceOf(
      CommitConflict,
    );
    expect(await journalVersions(id)).toEqual([1]);
  });

  it('reopens a world as its snapshot with the journal after it', async () => {
    const id = await storedWorld();
    const a = await processCopy(id);
    await a.mutate(rename('first'));
    await a.mutate(rename('second'));
    const reopened = await readPgWorld(pool, id);
    expect(reopened.version).toBe(2);
    expect(reopened.world.virtualMachines[0]?.name).toBe('second');
  });

  it('folds the journal into the snapshot; a copy that fell behind catches up from it', async () => {
    const id = await storedWorld();
    const [a, b] = [await processCopy(id), await processCopy(id)];
    await a.mutate(rename('before the fold'));
    await a.compact();
    expect(await journalVersions(id)).toEqual([]);
    await b.catchUp();
    expect(b.data.virtualMachines[0]?.name).toBe('before the fold');
    // And b's next commit is numbered after the fold.
    await b.mutate(rename('after the fold'));
    expect(await journalVersions(id)).toEqual([2]);
    await a.catchUp();
    expect(a.data.virtualMachines[0]?.name).toBe('after the fold');
  });

  it('leaves the folding to the process that holds the world’s lock', async () => {
    const id = await storedWorld();
    const a = await processCopy(id);
    await a.mutate(rename('kept in the journal'));
    const other = await pool.connect();
    try {
      await other.query("select pg_advisory_lock(hashtext('world:' || $1))", [id]);
      await a.compact();
      expect(await journalVersions(id)).toEqual([1]);
      await other.query("select pg_advisory_unlock(hashtext('world:' || $1))", [id]);
    } finally {
      other.release();
    }
    await a.compact();
    expect(await journalVersions(id)).toEqual([]);
    expect((await readPgWorld(pool, id)).world.virtualMachines[0]?.name).toBe(
      'kept in the journal',
    );
  });
});
