import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { describeActivity } from '../../testing/activity.contract';
import { registeredWorld } from '../../testing/pg-test-worlds';
import { openDatabase, type Database } from './database';
import { pgActivityStore } from './pg-activity';

let url: string;
const databases: Database[] = [];
beforeAll(async () => {
  url = await freshDatabase();
});
afterAll(() => Promise.all(databases.map((d) => d.close())));

async function pool() {
  const database = await openDatabase(url, { max: 2 });
  databases.push(database);
  return database.pool;
}

describe('PostgreSQL activity', () => {
  describeActivity(async () => {
    const mine = await pool();
    return {
      store: pgActivityStore(mine),
      another: async () => pgActivityStore(await pool()),
      world: () => registeredWorld(mine),
    };
  });

  it("removes a world's activity with its world's row", async () => {
    const mine = await pool();
    const store = pgActivityStore(mine);
    const worldId = await registeredWorld(mine);
    await store.append(worldId, [{ at: new Date(), kind: 'opened', detail: '', visitor: null }]);
    await mine.query('delete from worlds where id = $1', [worldId]);
    expect(await store.read(worldId)).toEqual([]);
  });
});
