import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { inTransaction, openDatabase } from './database';
import { migrate, MIGRATIONS } from './migrations';
import type { Migration } from './migrations/migration';

const LATEST = (MIGRATIONS.at(-1) as Migration).version;

const pools: pg.Pool[] = [];
const newPool = (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pools.push(pool);
  return pool;
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
});

const versions = async (pool: pg.Pool) =>
  (await pool.query('select version from schema_migrations order by version')).rows.map(
    (r: { version: number }) => r.version,
  );

describe('migrate', () => {
  it('creates the schema once: a second run changes nothing', async () => {
    const pool = newPool(await freshDatabase());
    await migrate(pool);
    await migrate(pool);
    expect(await versions(pool)).toEqual(MIGRATIONS.map((m) => m.version));
    const tables = await pool.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    expect(tables.rows.map((r) => r.tablename)).toEqual([
      'deliveries',
      'demo_prepared',
      'demos',
      'hand_offs',
      'rate_counts',
      'sandbox_secrets',
      'schema_migrations',
      'seller_mail',
      'seller_sessions',
      'seller_tokens',
      'sellers',
      'templates',
      'world_activity',
      'world_journal',
      'world_saved_snapshots',
      'world_snapshots',
      'worlds',
    ]);
  });

  it('lets two processes migrate one fresh database at once: each version applied once', async () => {
    const url = await freshDatabase();
    // A slow step widens the window in which the two would collide without the lock.
    const slow: Migration[] = [
      ...MIGRATIONS,
      {
        version: LATEST + 1,
        name: 'slow',
        sql: 'select pg_sleep(0.3); create table slow (id int)',
      },
    ];
    const [a, b] = [newPool(url), newPool(url)];
    await Promise.all([migrate(a, slow), migrate(b, slow)]);
    expect(await versions(a)).toEqual(slow.map((m) => m.version));
    // Both sessions let go of the lock: a third run gets it at once.
    await migrate(newPool(url), slow);
  });

  it('refuses a database whose schema is newer than the code', async () => {
    const pool = newPool(await freshDatabase());
    await migrate(pool);
    await pool.query(
      "insert into schema_migrations (version, name, applied_at) values (99, 'future', now())",
    );
    await expect(migrate(pool)).rejects.toThrow(
      new RegExp(`The database's schema is version 99, newer than this sandbox's ${LATEST}`),
    );
    // The lock was let go despite the failure.
    const held = await pool.query(
      `select count(*)::int as n from pg_locks where locktype = 'advisory'
         and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held.rows[0].n).toBe(0);
  });

  it('applies nothing of a step that fails, and records nothing', async () => {
    const pool = newPool(await freshDatabase());
    const broken: Migration[] = [
      ...MIGRATIONS,
      {
        version: LATEST + 1,
        name: 'broken',
        sql: 'create table half (id int); select * from missing',
      },
    ];
    await expect(migrate(pool, broken)).rejects.toThrow(/missing/);
    expect(await versions(pool)).toEqual(MIGRATIONS.map((m) => m.version));
    const half = await pool.query("select to_regclass('half') as t");
    expect(half.rows[0].t).toBeNull();
  });
});

describe('openDatabase', () => {
  it('is ready once open; inTransaction commits, or rolls back what threw', async () => {
    const database = await openDatabase(await freshDatabase(), { max: 2 });
    await database.pool.query('create table t (id int primary key)');
    await inTransaction(database.pool, (c) => c.query('insert into t values (1)'));
    await expect(
      inTransaction(database.pool, async (c) => {
        await c.query('insert into t values (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const rows = await database.pool.query('select id from t');
    expect(rows.rows).toEqual([{ id: 1 }]);
    // Every client went back to the pool.
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    await database.close();
  });

  it('survives an idle connection killed by the server', async () => {
    const database = await openDatabase(await freshDatabase(), { max: 2 });
    const pid = (await database.pool.query('select pg_backend_pid() as pid')).rows[0].pid;
    const clients = database.pool.totalCount;
    const admin = newPool(await freshDatabase());
    await admin.query('select pg_terminate_backend($1)', [pid]);
    // The pool's idle client hears of it (an `error` event that must not end the process) and
    // is dropped from the pool.
    await expect.poll(() => database.pool.totalCount, { timeout: 10_000 }).toBe(clients - 1);
    expect((await database.pool.query('select 1 as one')).rows[0].one).toBe(1);
    await database.close();
  });
});
