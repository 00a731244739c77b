import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { migrate, MIGRATIONS } from './migrations';
import { pgReadiness } from './pg-readiness';

const pools: pg.Pool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.end()));
});
const newPool = (url: string) => {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pools.push(pool);
  return pool;
};

describe('pgReadiness', () => {
  it('is ready once every migration is applied, and says how far behind a schema is', async () => {
    const pool = newPool(await freshDatabase());
    expect(await pgReadiness(pool)).toBe('the database schema is not created yet');
    await migrate(pool);
    expect(await pgReadiness(pool)).toBeNull();
    const newest = Math.max(...MIGRATIONS.map((m) => m.version));
    await pool.query('delete from schema_migrations where version = $1', [newest]);
    expect(await pgReadiness(pool)).toBe(
      `the database schema is at version ${newest - 1} of ${newest}`,
    );
  });
});
