import pg, { type Pool, type PoolClient } from 'pg';
import { migrate } from './migrations';

/** The sandbox's PostgreSQL: one pool per process, its schema migrated before first use. */
export type Database = {
  pool: Pool;
  /** Where it is: for a connection of its own, outside the pool (the commit feed's). */
  url: string;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** Connections in the pool (default 20: a commit waiting for a busy world's lock holds one). */
  max?: number;
  /** How long a query waits for a connection before failing as "unavailable" (default 5 s). */
  connectTimeoutMs?: number;
};

/** Opens a pool on `url` and migrates the schema; resolves once the database is ready. */
export async function openDatabase(url: string, options: DatabaseOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    // Without a bound, a request waits forever for a database that is gone: fail and answer 503.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    // Connections stay open once made: each new one costs the database a process, and a burst
    // after a quiet spell that opened several at once held up its first requests.
    idleTimeoutMillis: 0,
  });
  // An idle client whose server went away emits `error` on the pool; unhandled, that would end
  // the process. The pool drops that client, and the next query reports the outage itself.
  pool.on('error', () => {});
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  let closed: Promise<void> | null = null;
  return { pool, url, close: () => (closed ??= pool.end()) };
}

/**
 * Runs `fn` in one transaction on one client: committed if it resolves, rolled back if it
 * throws (the error is passed on). A client whose rollback failed is not returned to the pool.
 */
export async function inTransaction<T>(
  pool: Pool,
  fn: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken);
  }
}
