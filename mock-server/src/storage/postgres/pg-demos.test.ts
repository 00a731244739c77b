import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { records } from '../../model/records';
import { describeDemos } from '../../testing/demos.contract';
import { registeredWorld } from '../../testing/pg-test-worlds';
import { openDatabase, type Database } from './database';
import { pgDemoStore } from './pg-demos';

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

describe('PostgreSQL demos', () => {
  describeDemos(async () => {
    const mine = await pool();
    await mine.query('delete from demos');
    return {
      store: pgDemoStore(mine),
      another: async () => pgDemoStore(await pool()),
      world: () => registeredWorld(mine),
    };
  });

  it("removes a demo's rows with its world's row", async () => {
    const mine = await pool();
    const store = pgDemoStore(mine);
    const worldId = await registeredWorld(mine);
    const at = new Date();
    const by = { kind: 'operator' as const, id: null, name: 'Operator' };
    await store.add(
      {
        id: 'cascade',
        worldId,
        company: 'Acme',
        template: 'seed',
        persona: 'trial@example.com',
        logoUrl: null,
        tabIconUrl: null,
        contact: { name: null, email: null },
        note: '',
        createdBy: by,
        createdAt: at,
        expiresAt: at,
        revokedAt: null,
        lastOpenedAt: null,
        openCount: 0,
        lastVisitAt: null,
        visits: 0,
        actions: 0,
        linkTokenHash: 'cascade-hash',
        history: [],
      },
      { companies: records() } as never,
    );
    await mine.query('delete from worlds where id = $1', [worldId]);
    expect(await store.find('cascade')).toBeNull();
    expect(await store.readPrepared('cascade')).toBeNull();
  });
});
