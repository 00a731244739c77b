import type { Pool } from 'pg';
import { newWorldId } from '../hosting/trial/world-ids';

/** For tests: a world's registry row, the row its other rows hang on. */
export async function registeredWorld(pool: Pool): Promise<string> {
  const id = newWorldId();
  await pool.query(
    `insert into worlds (id, key_hash, template, created_at, last_seen_at)
     values ($1, 'hash', 'seed', now(), now())`,
    [id],
  );
  return id;
}
