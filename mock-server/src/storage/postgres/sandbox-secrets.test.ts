import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { openDatabase, type Database } from './database';
import { operatorKeyHash, readOrCreateSecret, storeOperatorKeyHash } from './sandbox-secrets';

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

describe('sandbox secrets', () => {
  it('makes a secret once, then reads the stored one', async () => {
    const p = await pool();
    let made = 0;
    const make = () => `secret-${++made}`;
    expect(await readOrCreateSecret(p, 'jwt', make)).toBe('secret-1');
    expect(await readOrCreateSecret(p, 'jwt', make)).toBe('secret-1');
    expect(made).toBe(1);
    expect(await readOrCreateSecret(p, 'other', make)).toBe('secret-2');
  });

  it('gives processes racing at a fresh database one value', async () => {
    const pools = await Promise.all([pool(), pool(), pool(), pool()]);
    const values = await Promise.all(
      pools.map((p, i) => readOrCreateSecret(p, 'race', () => `from-${i}`)),
    );
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toMatch(/^from-\d$/);
  });

  it('stores the operator key hash for every process, replacing an older one', async () => {
    const [a, b] = [await pool(), await pool()];
    expect(await operatorKeyHash(b)).toBeNull();
    await storeOperatorKeyHash(a, 'hash-1');
    expect(await operatorKeyHash(b)).toBe('hash-1');
    await storeOperatorKeyHash(b, 'hash-2');
    expect(await operatorKeyHash(a)).toBe('hash-2');
  });
});
