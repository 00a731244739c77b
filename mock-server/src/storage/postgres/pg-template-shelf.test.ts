import type { Pool } from 'pg';
import { afterAll, describe } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import type { World } from '../../model/schema';
import { describeTemplates } from '../../testing/templates.contract';
import { openDatabase, type Database } from './database';
import { pgTemplateShelf } from './pg-template-shelf';

const databases: Database[] = [];
afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
});

async function connect(url: string): Promise<Pool> {
  const database = await openDatabase(url, { max: 3 });
  databases.push(database);
  return database.pool;
}

describe('PostgreSQL templates', () => {
  describeTemplates(
    async () => {
      const url = await freshDatabase();
      const pool = await connect(url);
      const one = async (sql: string, values: unknown[]) => (await pool.query(sql, values)).rows[0];
      return {
        shelf: pgTemplateShelf(pool),
        another: async () => pgTemplateShelf(await connect(url)),
        put: async (name, data, savedAt) =>
          void (await pool.query(
            'insert into templates (name, data, saved_at) values ($1, $2::jsonb, $3)',
            [name, JSON.stringify(data), savedAt],
          )),
        storedSeed: async () =>
          (await one(`select data->'meta' as meta from templates where name = $1`, ['seed']))
            ?.meta as World['meta'] | undefined,
        keptAside: async (name) =>
          (
            await one('select count(*)::int as n from templates where name like $1', [
              `${name}.damaged-%`,
            ])
          ).n === 1,
      };
    },
    { shared: true },
  );
});
