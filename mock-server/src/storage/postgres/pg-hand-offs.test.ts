import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { fakeClock } from '../../simulation/clock';
import { HAND_OFF_MS } from '../hand-offs';
import { openDatabase, type Database } from './database';
import { PgHandOffs } from './pg-hand-offs';
import { registeredWorld } from '../../testing/pg-test-worlds';

let url: string;
const databases: Database[] = [];
beforeAll(async () => {
  url = await freshDatabase();
});
afterAll(() => Promise.all(databases.map((d) => d.close())));

/** A process of its own on the shared database: its own pool. */
async function instance(clock = fakeClock()) {
  const database = await openDatabase(url, { max: 2 });
  databases.push(database);
  return { pool: database.pool, handOffs: new PgHandOffs(database.pool, clock), clock };
}

describe('PgHandOffs', () => {
  it('hands a key over once, through any process', async () => {
    const [a, b] = [await instance(), await instance()];
    const world = await registeredWorld(a.pool);
    const code = await a.handOffs.issue(world, 'the-key');
    expect(await b.handOffs.redeem(world, code)).toBe('the-key');
    expect(await a.handOffs.redeem(world, code)).toBeNull();
    expect(await b.handOffs.redeem(world, code)).toBeNull();
  });

  it('stores the code hashed, never as it is', async () => {
    const { pool, handOffs } = await instance();
    const world = await registeredWorld(pool);
    const code = await handOffs.issue(world, 'k');
    const { rows } = await pool.query('select code_hash from hand_offs where world_id = $1', [
      world,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).not.toContain(code);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses another world’s code without spending it, and an unknown code', async () => {
    const { pool, handOffs } = await instance();
    const [mine, other] = [await registeredWorld(pool), await registeredWorld(pool)];
    const code = await handOffs.issue(mine, 'k');
    expect(await handOffs.redeem(other, code)).toBeNull();
    expect(await handOffs.redeem(mine, 'made-up')).toBeNull();
    expect(await handOffs.redeem(mine, code)).toBe('k');
  });

  it('refuses a code past its minute, and drops stale codes when issuing', async () => {
    const clock = fakeClock();
    const { pool, handOffs } = await instance(clock);
    const world = await registeredWorld(pool);
    const late = await handOffs.issue(world, 'k');
    const stale = await handOffs.issue(world, 'k');
    clock.advance(HAND_OFF_MS + 1);
    expect(await handOffs.redeem(world, late)).toBeNull();
    await handOffs.issue(world, 'new');
    const { rows } = await pool.query('select world_key from hand_offs where world_id = $1', [
      world,
    ]);
    expect(rows).toEqual([{ world_key: 'new' }]);
    expect(await handOffs.redeem(world, stale)).toBeNull();
  });

  it('gives the key to one of two processes redeeming at once', async () => {
    const [a, b] = [await instance(), await instance()];
    const world = await registeredWorld(a.pool);
    const code = await a.handOffs.issue(world, 'k');
    const results = await Promise.all([
      a.handOffs.redeem(world, code),
      b.handOffs.redeem(world, code),
    ]);
    expect(results.filter((r) => r === 'k')).toHaveLength(1);
  });
});
