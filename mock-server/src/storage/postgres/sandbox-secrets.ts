import type { Pool } from 'pg';

/** The operator's key, hashed: any process checks the control room's key against it. */
const OPERATOR_KEY_HASH = 'operator-key-hash';

/**
 * A secret every process must share (the JWT signing key): the stored one, or `make()`'s,
 * stored first. Processes racing at a fresh database all end with the one value that won.
 */
export async function readOrCreateSecret(
  pool: Pool,
  name: string,
  make: () => string,
): Promise<string> {
  const stored = await readSecret(pool, name);
  if (stored !== null) return stored;
  await pool.query(
    'insert into sandbox_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [name, make()],
  );
  const won = await readSecret(pool, name);
  if (won === null) throw new Error(`The sandbox secret "${name}" could not be stored`);
  return won;
}

export async function storeOperatorKeyHash(pool: Pool, keyHash: string): Promise<void> {
  await pool.query(
    `insert into sandbox_secrets (name, value) values ($1, $2)
     on conflict (name) do update set value = excluded.value`,
    [OPERATOR_KEY_HASH, keyHash],
  );
}

/** The operator's key hash, or null when none was stored yet. */
export function operatorKeyHash(pool: Pool): Promise<string | null> {
  return readSecret(pool, OPERATOR_KEY_HASH);
}

async function readSecret(pool: Pool, name: string): Promise<string | null> {
  const { rows } = await pool.query<{ value: string }>(
    'select value from sandbox_secrets where name = $1',
    [name],
  );
  return rows[0]?.value ?? null;
}
