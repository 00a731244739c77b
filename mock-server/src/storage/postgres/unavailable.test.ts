import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { isDatabaseUnavailable } from '../ports/unavailable';
import { freshDatabase } from '../../../../tests/support/test-database';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for connection-level failures', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    for (const code of ['08006', '08001', '08003', '57P01', '57P02', '57P03'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const wrapped = new Error('Connection terminated due to connection timeout', {
      cause: new Error('timeout expired'),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
  });

  it('is false for ordinary SQL errors and anything else', () => {
    for (const code of ['23505', '40001', '42P01', '22P02', '57014'])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('recognises what a real server and a missing one report', async () => {
    const database = await openDatabase(await freshDatabase());
    await database.pool.query('create table t (id int primary key)');
    await database.pool.query('insert into t values (1)');
    const duplicate = await database.pool.query('insert into t values (1)').catch((e) => e);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    await database.close();

    // A port with no server behind it.
    const nowhere = new pg.Pool({
      connectionString: 'postgres://postgres:x@127.0.0.1:1/none',
      connectionTimeoutMillis: 2_000,
    });
    const refused = await nowhere.query('select 1').catch((e) => e);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    await nowhere.end();
  });
});
