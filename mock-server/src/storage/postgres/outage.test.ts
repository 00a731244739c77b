import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEmbeddedPostgres,
  type EmbeddedServer,
} from '../../../../tests/support/embedded-postgres-server';
import { openDatabase, type Database } from './database';
import { isDatabaseUnavailable } from '../ports/unavailable';

// A server of this file's own: stopping the run's shared one would fail every other file.
let server: EmbeddedServer;
let database: Database;
beforeAll(async () => {
  server = await startEmbeddedPostgres();
  database = await openDatabase(server.url, { max: 2, connectTimeoutMs: 1_000 });
});
afterAll(async () => {
  await database?.close();
  await server?.destroy();
});

describe('a database that goes away and comes back', () => {
  it('fails queries as "unavailable" while it is away, and the pool recovers by itself', async () => {
    await database.pool.query('create table kept (id int)');
    await database.pool.query('insert into kept values (1)');
    // A query in flight when the server stops, and one after.
    const inFlight = database.pool.query('select pg_sleep(5)').catch((e: unknown) => e);
    await expect
      .poll(
        async () => {
          const { rows } = await database.pool.query(
            `select count(*)::int as n from pg_stat_activity
             where query = 'select pg_sleep(5)' and state = 'active'`,
          );
          return rows[0].n;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    await server.stop();
    expect(isDatabaseUnavailable(await inFlight)).toBe(true);
    const during = await database.pool.query('select 1').catch((e: unknown) => e);
    expect(during).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(during)).toBe(true);

    await server.start();
    const after = await database.pool.query('select count(*)::int as n from kept');
    expect(after.rows[0].n).toBe(1);
  });

  it('reports a terminated session as "unavailable", and an SQL error as itself', async () => {
    const admin = await openDatabase(server.url, { max: 1 });
    try {
      const sleeping = database.pool.query('select pg_sleep(5)').catch((e: unknown) => e);
      await expect
        .poll(async () => {
          const { rows } = await admin.pool.query(
            `select pg_terminate_backend(pid) as done from pg_stat_activity
             where query = 'select pg_sleep(5)' and pid <> pg_backend_pid()`,
          );
          return rows.length;
        })
        .toBe(1);
      expect(isDatabaseUnavailable(await sleeping)).toBe(true);
      const wrong = await database.pool
        .query('select * from no_such_table')
        .catch((e: unknown) => e);
      expect(isDatabaseUnavailable(wrong)).toBe(false);
    } finally {
      await admin.close();
    }
  });
});
