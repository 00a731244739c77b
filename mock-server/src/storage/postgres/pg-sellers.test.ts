import { afterAll, beforeAll, describe } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { describeSellers } from '../../testing/sellers.contract';
import { openDatabase, type Database } from './database';
import { pgSellerStore } from './pg-sellers';

let url: string;
const databases: Database[] = [];
beforeAll(async () => {
  url = await freshDatabase();
});
afterAll(() => Promise.all(databases.map((d) => d.close())));

/** A process of its own on the shared database: its own pool. */
async function pool() {
  const database = await openDatabase(url, { max: 2 });
  databases.push(database);
  return database.pool;
}

describe('PostgreSQL sellers', () => {
  describeSellers(async () => {
    const mine = await pool();
    await mine.query('delete from sellers');
    return {
      store: pgSellerStore(mine),
      another: async () => pgSellerStore(await pool()),
      dump: async () =>
        JSON.stringify([
          (await mine.query('select * from sellers')).rows,
          (await mine.query('select * from seller_tokens')).rows,
          (await mine.query('select * from seller_sessions')).rows,
        ]),
    };
  });
});
