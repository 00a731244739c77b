import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { at, describeWorldRegistry } from '../../testing/world-registry.contract';
import { newWorldId } from '../../hosting/trial/world-ids';
import type { WorldRecord } from '../ports/world-registry';
import { CommitFeed } from './commit-feed';
import { openDatabase, type Database } from './database';
import { PgWorldRegistry } from './pg-world-registry';

const databases: Database[] = [];
const feeds: CommitFeed[] = [];
afterAll(async () => {
  await Promise.all(feeds.map((f) => f.close()));
  await Promise.all(databases.map((d) => d.close()));
});

/** A process of its own: its own pool on the database. */
async function connect(url: string, flushMs?: number) {
  const database = await openDatabase(url, { max: 3 });
  databases.push(database);
  return { database, open: (now: Date) => PgWorldRegistry.open(database.pool, now, flushMs) };
}

const world = (i: number): WorldRecord => ({
  id: newWorldId(),
  keyHash: `hash${i}`,
  template: 'seed',
  createdAt: at(i),
  lastSeenAt: at(i),
});

describe('PgWorldRegistry', () => {
  describeWorldRegistry(async () => connect(await freshDatabase()));

  it('is shared by processes: each sees the others’ worlds, removals and (once stored) visits', async () => {
    const url = await freshDatabase();
    const [one, two] = [await connect(url, 60_000), await connect(url, 60_000)];
    const [a, b] = [await one.open(at(0)), await two.open(at(0))];
    const [x, y] = [world(0), world(1)];
    await a.add(x);
    await b.add(y);
    expect((await b.find(x.id)).state).toBe('live');
    expect(await a.count()).toBe(2);

    a.seen(x.id, at(30));
    // Not stored yet (coalesced): the other process still has the older time.
    const before = await b.find(x.id);
    expect(before.state === 'live' && before.record.lastSeenAt).toEqual(at(0));
    await a.close();
    const after = await b.find(x.id);
    expect(after.state === 'live' && after.record.lastSeenAt).toEqual(at(30));

    await b.remove(x.id, 'deleted', at(31));
    expect(await a.find(x.id)).toMatchObject({ state: 'removed', removed: { reason: 'deleted' } });
    expect((await a.list()).map((r) => r.id)).toEqual([y.id]);
    await b.close();
  });

  it('stores visits on its own within about a second, and never moves a time back', async () => {
    const url = await freshDatabase();
    const [one, two] = [await connect(url, 50), await connect(url)];
    const [a, b] = [await one.open(at(0)), await two.open(at(0))];
    const x = world(0);
    await a.add(x);
    a.seen(x.id, at(40));
    await expect
      .poll(async () => {
        const found = await b.find(x.id);
        return found.state === 'live' && found.record.lastSeenAt.getTime();
      })
      .toBe(at(40).getTime());
    b.seen(x.id, at(20));
    await b.close();
    const found = await a.find(x.id);
    expect(found.state === 'live' && found.record.lastSeenAt).toEqual(at(40));
    await a.close();
  });

  it('removes a world’s data rows with it, in one transaction', async () => {
    const url = await freshDatabase();
    const { database, open } = await connect(url);
    const registry = await open(at(0));
    const [gone, kept] = [world(0), world(1)];
    for (const w of [gone, kept]) {
      await registry.add(w);
      await database.pool.query(`insert into world_snapshots values ($1, 0, '{}', 2)`, [w.id]);
      await database.pool.query(`insert into world_journal values ($1, 1, '[]', 2)`, [w.id]);
      await database.pool.query(
        `insert into world_saved_snapshots values ($1, 'demo', now(), '{}', 2)`,
        [w.id],
      );
      await database.pool.query(
        `insert into hand_offs values ($1, $2, 'key', now() + interval '1 minute')`,
        [`code-${w.id}`, w.id],
      );
    }
    await registry.remove(gone.id, 'expired', at(5));
    for (const table of [
      'world_snapshots',
      'world_journal',
      'world_saved_snapshots',
      'hand_offs',
    ]) {
      const { rows } = await database.pool.query<{ world_id: string }>(
        `select world_id from ${table} order by world_id`,
      );
      expect(
        rows.map((r) => r.world_id),
        table,
      ).toEqual([kept.id]);
    }
    await registry.close();
  });

  it('forgets tombstones older than 30 days when it opens', async () => {
    const { open } = await connect(await freshDatabase());
    const registry = await open(at(0));
    const [old, recent] = [world(0), world(1)];
    await registry.add(old);
    await registry.add(recent);
    await registry.remove(old.id, 'expired', at(0));
    await registry.remove(recent.id, 'expired', new Date(at(0).getTime() + 20 * 86_400_000));
    await registry.close();
    const later = await open(new Date(at(0).getTime() + 31 * 86_400_000));
    expect((await later.find(old.id)).state).toBe('unknown');
    expect((await later.find(recent.id)).state).toBe('removed');
    await later.close();
  });

  it('reads the sweep’s page by the partial index', async () => {
    const { database } = await connect(await freshDatabase());
    await database.pool.query('set enable_seqscan = off');
    const plan = await database.pool.query(
      `explain select id from worlds
       where removed_at is null and quarantined_at is null and last_seen_at < now()
       order by last_seen_at, id limit 10`,
    );
    const text = plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
    expect(text).toContain('worlds_live_by_last_seen');
  });
});

/**
 * A process of its own that listens to the commit feed, with a count of the registry rows it
 * read (the real pool's queries, counted as they go by).
 */
async function connectListening(url: string) {
  const { database } = await connect(url, 60_000);
  const feed = new CommitFeed(url);
  feeds.push(feed);
  await feed.start();
  const reads = { rows: 0 };
  const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => unknown;
  (database.pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    if (String(args[0]).includes('from worlds where id')) reads.rows += 1;
    return query(...args);
  };
  const registry = await PgWorldRegistry.open(database.pool, at(0), 60_000, feed);
  return { registry, feed, reads, pool: database.pool };
}

describe('PgWorldRegistry with the commit feed', () => {
  it('answers lookups of a live world from its read, until another process removes or quarantines it', async () => {
    const url = await freshDatabase();
    const [one, two] = [await connectListening(url), await connectListening(url)];
    const [x, y] = [world(0), world(1)];
    await one.registry.add(x);
    await one.registry.add(y);
    expect((await one.registry.find(x.id)).state).toBe('live');
    expect((await one.registry.find(y.id)).state).toBe('live');
    const before = one.reads.rows;
    for (let i = 0; i < 20; i++) expect((await one.registry.find(x.id)).state).toBe('live');
    expect(one.reads.rows).toBe(before);

    // The other process answers once its notice came back, so this one hears it at that moment
    // too (here in the same event loop, just after: hence the polls).
    await two.registry.remove(x.id, 'deleted', at(1));
    await expect
      .poll(async () => (await one.registry.find(x.id)).state, { timeout: 500 })
      .toBe('removed');
    await two.registry.quarantine(y.id, { at: at(1), reason: 'unreadable' });
    await expect
      .poll(
        async () => {
          const found = await one.registry.find(y.id);
          return found.state === 'live' && found.record.quarantined?.reason;
        },
        { timeout: 500 },
      )
      .toBe('unreadable');
  });

  it('reads every lookup again while its feed is away, and keeps them again once it is back', async () => {
    const url = await freshDatabase();
    const one = await connectListening(url);
    const x = world(0);
    await one.registry.add(x);
    await one.registry.find(x.id);
    const { rows } = await one.pool.query<{ done: boolean }>(
      `select pg_terminate_backend(pid) as done from pg_stat_activity
       where datname = current_database() and application_name = 'sandbox-commit-feed'`,
    );
    expect(rows.map((r) => r.done)).toEqual([true]);
    await expect.poll(() => one.feed.connected).toBe(false);
    const before = one.reads.rows;
    await one.registry.find(x.id);
    await one.registry.find(x.id);
    expect(one.reads.rows).toBe(before + 2);

    await expect.poll(() => one.feed.connected, { timeout: 10_000 }).toBe(true);
    await one.registry.find(x.id);
    await one.registry.find(x.id);
    expect(one.reads.rows).toBe(before + 3);
  });
});
