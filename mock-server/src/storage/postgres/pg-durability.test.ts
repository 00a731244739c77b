import pg, { type Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { emptyWorld } from '../../model/empty-world';
import type { VirtualMachine, World } from '../../model/schema';
import { CommitConflict, KeptChangingError } from '../engine/durability';
import { Store } from '../engine/store';
import { testVm } from '../../testing/test-records';
import { CommitFeed } from './commit-feed';
import { openDatabase, type Database } from './database';
import { PgDurability, readPgWorld, type LockLimits } from './pg-durability';
import { registeredWorld } from '../../testing/pg-test-worlds';

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

/** The world as one process opens it (with the world's lock bounded by `limits`). */
async function processCopy(id: string, limits?: LockLimits): Promise<Store> {
  const stored = await readPgWorld(pool, id);
  return new Store(
    stored.world,
    new PgDurability(pool, id, stored.version, stored, {}, limits),
    'postgres',
    id,
  );
}

const rename = (name: string) => (w: World) => {
  (w.virtualMachines.first() as VirtualMachine).name = name;
};
/** How many queries containing `text` `fn` sends, on any connection of any pool. */
async function queriesSent(text: string, fn: () => Promise<unknown>): Promise<number> {
  let sent = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (String(args[0]).includes(text)) sent++;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

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
    let removed = 0;
    const countRemoval = () => removed++;
    pool.on('remove', countRemoval);
    await expect(second.append([{ at: now.toISOString(), changes: [] }])).rejects.toBeInstanceOf(
      CommitConflict,
    );
    expect(await journalVersions(id)).toEqual([1]);
    // Refused without an error, which would have cost the pool its connection.
    pool.off('remove', countRemoval);
    expect(removed).toBe(0);
  });

  it('reopens a world as its snapshot with the journal after it', async () => {
    const id = await storedWorld();
    const a = await processCopy(id);
    await a.mutate(rename('first'));
    await a.mutate(rename('second'));
    const reopened = await readPgWorld(pool, id);
    expect(reopened.version).toBe(2);
    expect(reopened.world.virtualMachines.first()?.name).toBe('second');
  });

  it('folds the journal into the snapshot; a copy that fell behind catches up from it', async () => {
    const id = await storedWorld();
    const [a, b] = [await processCopy(id), await processCopy(id)];
    await a.mutate(rename('before the fold'));
    await a.compact();
    expect(await journalVersions(id)).toEqual([]);
    await b.catchUp();
    expect(b.data.virtualMachines.first()?.name).toBe('before the fold');
    // And b's next commit is numbered after the fold.
    await b.mutate(rename('after the fold'));
    expect(await journalVersions(id)).toEqual([2]);
    await a.catchUp();
    expect(a.data.virtualMachines.first()?.name).toBe('after the fold');
  });

  it('refuses a version a fold took in: a copy that missed the fold commits on top of it', async () => {
    const id = await storedWorld();
    const [a, b] = [await processCopy(id), await processCopy(id)];
    await a.mutate(rename('folded'));
    await a.compact();
    expect(await journalVersions(id)).toEqual([]);
    // b still holds version 0, and the row of version 1 is gone with the fold.
    await b.mutate((w) => {
      (w.virtualMachines.first() as VirtualMachine).name += ', then renamed';
    });
    expect(await journalVersions(id)).toEqual([2]);
    const stored = await readPgWorld(pool, id);
    expect(stored.version).toBe(2);
    expect(stored.world.virtualMachines.first()?.name).toBe('folded, then renamed');
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
    expect((await readPgWorld(pool, id)).world.virtualMachines.first()?.name).toBe(
      'kept in the journal',
    );
  });

  it('gives up waiting for the world’s lock past its limit: 409, and nothing changed', async () => {
    const id = await storedWorld();
    const a = await processCopy(id, { waitMs: 200, holderIdleMs: 10_000 });
    const other = await pool.connect();
    try {
      await other.query("select pg_advisory_lock(hashtext('world:' || $1))", [id]);
      await expect(a.mutate(rename('never saved'))).rejects.toBeInstanceOf(KeptChangingError);
      expect(a.data.virtualMachines.first()?.name).not.toBe('never saved');
      expect(await journalVersions(id)).toEqual([]);
      await other.query("select pg_advisory_unlock(hashtext('world:' || $1))", [id]);
    } finally {
      other.release();
    }
    await a.mutate(rename('saved once the lock is free'));
    expect((await readPgWorld(pool, id)).world.virtualMachines.first()?.name).toBe(
      'saved once the lock is free',
    );
  });

  it('ends a lock holder that goes silent past its limit, so the world is written again', async () => {
    const id = await storedWorld();
    const stored = await readPgWorld(pool, id);
    // A process that took the lock and then said nothing (as if its machine were lost).
    const silent = new PgDurability(
      pool,
      id,
      stored.version,
      stored,
      {},
      {
        waitMs: 10_000,
        holderIdleMs: 200,
      },
    );
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    let speak!: () => void;
    const holding = silent.exclusively(async () => {
      taken();
      await new Promise<void>((resolve) => (speak = resolve));
    });
    await lockTaken;
    const b = await processCopy(id);
    // Waits for the lock until PostgreSQL ends the silent session, not until it speaks again.
    await b.mutate(rename('written while the other was silent'));
    expect(await journalVersions(id)).toEqual([1]);
    // Its session was ended under it: giving the lock back fails quietly, nothing else happens.
    speak();
    await holding;
  });

  it('waits its turn for a world another process holds locked, then commits on top', async () => {
    const id = await storedWorld();
    const a = await processCopy(id);
    const waitingForLocks = async () =>
      (
        await pool.query<{ n: number }>(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted",
        )
      ).rows[0]?.n;
    const other = await pool.connect();
    let committed = false;
    try {
      await other.query("select pg_advisory_lock(hashtext('world:' || $1))", [id]);
      const writing = a.mutate(rename('written after the lock')).then(() => (committed = true));
      // What the other process commits while it holds the lock.
      await other.query(
        `insert into world_journal (world_id, version, entries, bytes) values ($1, 1, '[]'::jsonb, 2)`,
        [id],
      );
      // a met the lock and queues for it (quick retries would have given up with a 409).
      await expect.poll(waitingForLocks).toBe(1);
      expect(committed).toBe(false);
      await other.query("select pg_advisory_unlock(hashtext('world:' || $1))", [id]);
      await writing;
    } finally {
      other.release();
    }
    expect(await journalVersions(id)).toEqual([1, 2]);
    expect((await readPgWorld(pool, id)).world.virtualMachines.first()?.name).toBe(
      'written after the lock',
    );
  });
});

describe('PgDurability with the commit feed', () => {
  let feed: CommitFeed;
  // One process's pool, its journal reads counted (the real pool, its query wrapped).
  let counted: Database;
  let journalReads = 0;
  beforeAll(async () => {
    feed = new CommitFeed(database.url);
    await feed.start();
    counted = await openDatabase(database.url, { max: 2 });
    const query = counted.pool.query.bind(counted.pool) as (...args: unknown[]) => unknown;
    counted.pool.query = ((...args: unknown[]) => {
      if (String(args[0]).includes('from world_journal')) journalReads++;
      return query(...args);
    }) as Pool['query'];
  });
  afterAll(async () => {
    await feed?.close();
    await counted?.close();
  });
  /** The world as a process with the feed opens it (as pg-world-storage.ts does). */
  async function feedCopy(id: string, on: Pool = counted.pool) {
    const verifiedEpoch = feed.liveEpoch;
    const stored = await readPgWorld(on, id);
    const durability = new PgDurability(on, id, stored.version, stored, { feed, verifiedEpoch });
    return { durability, store: new Store(stored.world, durability, 'postgres', id) };
  }

  it('vouches for a copy read while it listens: catching up then reads nothing', async () => {
    const id = await storedWorld();
    const { durability, store } = await feedCopy(id);
    journalReads = 0;
    expect(await durability.isCurrent()).toBe(true);
    await store.catchUp();
    // Its own commits keep it current.
    await store.mutate(rename('committed here'));
    expect(await durability.isCurrent()).toBe(true);
    await store.catchUp();
    expect(journalReads).toBe(0);
    // Without a feed, a copy is never vouched for.
    const stored = await readPgWorld(pool, id);
    expect(await new PgDurability(pool, id, stored.version, stored).isCurrent()).toBe(false);
  });

  it('is no longer current once another process commits, and catches up on what it heard', async () => {
    const id = await storedWorld();
    const a = await feedCopy(id);
    // Another process: a copy of its own, not followed by this process's feed.
    const b = await processCopy(id);
    await b.mutate(rename('written by b'));
    // Its round trip hears b's commit: a knows at once that it is behind.
    expect(await a.durability.isCurrent()).toBe(false);
    journalReads = 0;
    await a.store.catchUp();
    // The announcement carried the entries: nothing to read.
    expect(journalReads).toBe(0);
    expect(a.store.data.virtualMachines.first()?.name).toBe('written by b');
    expect(await a.durability.isCurrent()).toBe(true);
    await a.store.mutate(rename('then by a'));
    expect((await readPgWorld(pool, id)).world.virtualMachines.first()?.name).toBe('then by a');

    // Entries too large for an announcement are read.
    await b.catchUp();
    await b.mutate(rename('b'.repeat(9_000)));
    expect(await a.durability.isCurrent()).toBe(false);
    await a.store.catchUp();
    expect(journalReads).toBe(1);
    expect(a.store.data.virtualMachines.first()?.name).toBe('b'.repeat(9_000));
    expect(await a.durability.isCurrent()).toBe(true);
    await a.store.catchUp();
    expect(journalReads).toBe(1);
  });

  it('a change on a copy the feed knows is behind catches up before its INSERT, not after', async () => {
    const id = await storedWorld();
    const a = await feedCopy(id);
    const b = await feedCopy(id, pool);
    await b.store.mutate(rename('written by b'));
    // What a request's round trip does before a.store's change (without a catch-up here).
    expect(await feed.sync()).toBe(true);
    // Every INSERT sent on any connection (a retry may run on a connection of its own).
    // Without a catch-up first: the change itself meets the newer version.
    const inserts = await queriesSent('insert into world_journal', () =>
      a.store.mutate(rename('then by a')),
    );
    expect(inserts).toBe(1);
    const stored = await readPgWorld(pool, id);
    expect(stored.version).toBe((await readPgWorld(counted.pool, id)).version);
    expect(stored.world.virtualMachines.first()?.name).toBe('then by a');
  });

  it('a change that meets another process’s commit catches up under the lock on what it heard', async () => {
    const id = await storedWorld();
    const a = await feedCopy(id);
    const b = await processCopy(id);
    await b.mutate(rename('written by b'));
    // Every read of the journal on any connection (the lock's is one of its own). Without a
    // catch-up first: the change meets b's version, and a takes the world's lock.
    const reads = await queriesSent('from world_journal', () =>
      a.store.mutate((w) => {
        const vm = w.virtualMachines.first() as VirtualMachine;
        vm.name = `${vm.name}, then by a`;
      }),
    );
    expect(reads).toBe(0);
    expect((await readPgWorld(pool, id)).world.virtualMachines.first()?.name).toBe(
      'written by b, then by a',
    );
  });

  it('vouches for nothing read before its session ended, until a read in the new epoch', async () => {
    const id = await storedWorld();
    const { durability, store } = await feedCopy(id);
    expect(await durability.isCurrent()).toBe(true);
    const epoch = feed.epoch;
    const { rows } = await pool.query<{ done: boolean }>(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
       where datname = current_database() and application_name = 'sandbox-commit-feed'`,
    );
    expect(rows.map((r) => r.done)).toEqual([true]);
    await expect.poll(() => durability.isCurrent()).toBe(false);
    await expect.poll(() => feed.epoch > epoch && feed.connected, { timeout: 10_000 }).toBe(true);
    // Listening again, but nothing it heard covers the time it was away.
    expect(await durability.isCurrent()).toBe(false);
    journalReads = 0;
    await store.catchUp();
    expect(journalReads).toBe(1);
    expect(await durability.isCurrent()).toBe(true);
    await store.catchUp();
    expect(journalReads).toBe(1);
  });
});
