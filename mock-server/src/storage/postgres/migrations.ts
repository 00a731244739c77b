import type { Pool, PoolClient } from 'pg';
import { worlds } from './migrations/001-worlds';
import { rateCounts } from './migrations/002-rate-counts';
import { sealedHandOffs } from './migrations/003-sealed-hand-offs';
import { salesConsole } from './migrations/004-sales-console';
import { worldActivity } from './migrations/005-world-activity';
import { deliveries } from './migrations/006-deliveries';
import { worldLeads } from './migrations/007-world-leads';
import type { Migration } from './migrations/migration';

/** Every version, oldest first; a new one is appended, never edited once released. */
export const MIGRATIONS: readonly Migration[] = [
  worlds,
  rateCounts,
  sealedHandOffs,
  salesConsole,
  worldActivity,
  deliveries,
  worldLeads,
];

/**
 * The advisory lock key that serialises migrations: any fixed number no other code uses.
 * Processes starting together queue on it, so each version is applied exactly once.
 */
const MIGRATION_LOCK = '7203520001';

/**
 * Brings the database's schema up to this sandbox's version. Safe to call from any number of
 * processes at once (they wait for each other); a database newer than the code is refused,
 * since this code would misread tables it does not know.
 */
export async function migrate(pool: Pool, migrations: readonly Migration[] = MIGRATIONS) {
  // The advisory lock belongs to a session: every step must run on this one connection.
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await applyMissing(client, migrations);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch((error) => {
        // The session is gone, and its lock with it; the client must not go back to the pool.
        broken = error as Error;
      });
    }
  } catch (error) {
    broken ??= error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

async function applyMissing(client: PoolClient, migrations: readonly Migration[]) {
  await client.query(`
    create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  const { rows } = await client.query<{ version: number }>('select version from schema_migrations');
  const applied = new Set(rows.map((r) => r.version));
  const newest = Math.max(0, ...applied);
  const known = Math.max(0, ...migrations.map((m) => m.version));
  if (newest > known)
    throw new Error(
      `The database's schema is version ${newest}, newer than this sandbox's ${known}: run a newer sandbox, or use another database`,
    );
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    await client.query('begin');
    try {
      await client.query(migration.sql);
      await client.query(
        'insert into schema_migrations (version, name, applied_at) values ($1, $2, now())',
        [migration.version, migration.name],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  }
}
