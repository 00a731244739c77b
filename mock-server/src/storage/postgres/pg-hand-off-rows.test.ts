import { afterAll, beforeAll, describe } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { describeHandOffs } from '../../testing/hand-offs.contract';
import { registeredWorld } from '../../testing/pg-test-worlds';
import { openDatabase, type Database } from './database';
import { pgHandOffRows } from './pg-hand-off-rows';

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

describe('PostgreSQL hand-offs', () => {
  describeHandOffs(async () => {
    const mine = await pool();
    return {
      rows: pgHandOffRows(mine),
      another: async () => pgHandOffRows(await pool()),
      world: () => registeredWorld(mine),
      dump: async () => JSON.stringify((await mine.query('select * from hand_offs')).rows),
    };
  });
});
