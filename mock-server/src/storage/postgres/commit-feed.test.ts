import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import type { JournalEntry } from '../engine/durability';
import { CommitFeed } from './commit-feed';
import { openDatabase, type Database } from './database';
import { registeredWorld } from '../../testing/pg-test-worlds';

let database: Database;
let pool: Pool;
let feed: CommitFeed;
beforeAll(async () => {
  database = await openDatabase(await freshDatabase(), { max: 3 });
  pool = database.pool;
  feed = new CommitFeed(database.url);
  await feed.start();
});
afterAll(async () => {
  await feed?.close();
  await database?.close();
});

/**
 * A journal row and its announcement, as a commit makes them, in a transaction of its own; the
 * announcement carries `announced` (the row's entries) when given.
 */
async function journalRow(
  id: string,
  version: number,
  end: 'commit' | 'rollback',
  announced?: JournalEntry[],
) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `with inserted as (
         insert into world_journal (world_id, version, entries, bytes)
         values ($1, $2, '[]'::jsonb, 2) returning version)
       select pg_notify('world_commits', $1 || ':' || version || coalesce(E'\\n' || $3, ''))
         from inserted`,
      [id, version, announced ? JSON.stringify(announced) : null],
    );
    await client.query(end);
  } finally {
    client.release();
  }
}

/** Ends the feed's session from the server side, as a restart or a network cut would. */
async function terminateFeedSession() {
  const { rows } = await pool.query<{ done: boolean }>(
    `select pg_terminate_backend(pid) as done from pg_stat_activity
     where datname = current_database() and application_name = 'sandbox-commit-feed'`,
  );
  expect(rows.map((r) => r.done)).toEqual([true]);
}

describe('CommitFeed', () => {
  it("hears another session's committed insert, with the world's version", async () => {
    const id = await registeredWorld(pool);
    await journalRow(id, 1, 'commit');
    await expect.poll(() => feed.latest.get(id)).toBe(1);
    await journalRow(id, 2, 'commit');
    await expect.poll(() => feed.latest.get(id)).toBe(2);
  });

  it('has heard every commit made before a sync once the sync resolves', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => registeredWorld(pool)));
    for (let version = 1; version <= 10; version++)
      for (const id of ids) {
        await journalRow(id, version, 'commit');
        expect(await feed.sync()).toBe(true);
        expect(feed.latest.get(id)).toBe(version);
      }
    // Callers that come while one round trip is in flight share the next one.
    expect(await Promise.all([feed.sync(), feed.sync(), feed.sync()])).toEqual([true, true, true]);
  });

  it('never hears of a transaction that was rolled back', async () => {
    const [rolledBack, committed] = [await registeredWorld(pool), await registeredWorld(pool)];
    await journalRow(rolledBack, 1, 'rollback');
    await journalRow(committed, 1, 'commit');
    expect(await feed.sync()).toBe(true);
    expect(feed.latest.get(committed)).toBe(1);
    expect(feed.latest.has(rolledBack)).toBe(false);
  });

  it('answers a sync since a mark with any round trip that started after the mark', async () => {
    const mark = feed.mark();
    expect(await feed.sync()).toBe(true);
    expect(feed.mark()).toBe(mark + 1);
    // What one request checks twice costs one round trip.
    expect(await feed.sync(mark)).toBe(true);
    expect(feed.mark()).toBe(mark + 1);
    // Asked for in the same turn of the event loop: one round trip, not yet sent, answers all.
    const first = feed.sync();
    const since = feed.mark();
    const sameTurn = feed.sync(since);
    expect(await Promise.all([first, sameTurn])).toEqual([true, true]);
    expect(feed.mark()).toBe(since + 1);
    // Now by default: a new round trip, which hears a commit made just before it.
    const id = await registeredWorld(pool);
    await journalRow(id, 1, 'commit');
    expect(await feed.sync()).toBe(true);
    expect(feed.mark()).toBe(since + 2);
    expect(feed.latest.get(id)).toBe(1);
  });

  it('answers a mark taken after a round trip was sent only with the next one', async () => {
    const id = await registeredWorld(pool);
    const sent = feed.sync();
    // The round trip goes out in the next turn: wait until it has, but not for its answer.
    const before = feed.mark();
    await new Promise((resolve) => setImmediate(resolve));
    expect(feed.mark()).toBe(before + 1);
    // Committed after that round trip was sent: only a later one is sure to have heard it.
    await journalRow(id, 1, 'commit');
    const later = feed.sync();
    expect(await sent).toBe(true);
    expect(await later).toBe(true);
    expect(feed.mark()).toBe(before + 2);
    expect(feed.latest.get(id)).toBe(1);
  });

  it('forgets what it heard when its session ends, and listens again by itself', async () => {
    const id = await registeredWorld(pool);
    await journalRow(id, 1, 'commit');
    await expect.poll(() => feed.latest.get(id)).toBe(1);
    const epoch = feed.epoch;
    const mark = feed.mark();
    expect(await feed.sync()).toBe(true);
    await terminateFeedSession();
    await expect.poll(() => feed.connected).toBe(false);
    expect(feed.latest.has(id)).toBe(false);
    // A round trip of the lost session vouches for nothing any more.
    expect(await feed.sync(mark)).toBe(false);

    await expect.poll(() => feed.connected, { timeout: 10_000 }).toBe(true);
    expect(feed.epoch).toBeGreaterThan(epoch);
    await journalRow(id, 2, 'commit');
    await expect.poll(() => feed.latest.get(id)).toBe(2);
  });

  it('keeps the entries announced for a followed world, until its copy takes them', async () => {
    const [followed, other] = [await registeredWorld(pool), await registeredWorld(pool)];
    let held = 0;
    const version = () => held;
    feed.follow(followed, version);
    const entry = (at: string): JournalEntry => ({ at, changes: [] });
    await journalRow(followed, 1, 'commit', [entry('one')]);
    await journalRow(followed, 2, 'commit', [entry('two'), entry('two more')]);
    await journalRow(other, 1, 'commit', [entry('elsewhere')]);
    expect(await feed.sync()).toBe(true);
    expect(feed.heardAfter(other, 0)).toBeNull();
    const heard = feed.heardAfter(followed, 0);
    expect(heard?.version).toBe(2);
    expect(heard?.entries.map((e) => e.at)).toEqual(['one', 'two', 'two more']);
    // Taken: the copy holds them now.
    held = 2;
    expect(feed.heardAfter(followed, 2)).toBeNull();

    // A version announced without its entries (too large): the copy must read from there on.
    await journalRow(followed, 3, 'commit');
    await journalRow(followed, 4, 'commit', [entry('four')]);
    expect(await feed.sync()).toBe(true);
    expect(feed.heardAfter(followed, 2)).toBeNull();
    // Once it has read version 3, what was heard after it serves.
    held = 3;
    expect(feed.heardAfter(followed, 3)?.entries.map((e) => e.at)).toEqual(['four']);

    // A closed copy is followed no more.
    feed.unfollow(followed, version);
    await journalRow(followed, 5, 'commit', [entry('five')]);
    expect(await feed.sync()).toBe(true);
    expect(feed.heardAfter(followed, 4)).toBeNull();
  });

  it('refuses to start on a database it cannot reach', async () => {
    const url = new URL(database.url);
    url.port = '1';
    const unreachable = new CommitFeed(url.href);
    await expect(unreachable.start()).rejects.toThrow();
    expect(unreachable.connected).toBe(false);
    await unreachable.close();
  });
});
