import type { Pool } from 'pg';
import { MIGRATIONS } from './migrations';

const NEWEST = Math.max(...MIGRATIONS.map((m) => m.version));

/**
 * Null when the database answers and its schema is this sandbox's, else why not (for GET
 * /readyz): one short query, so a load balancer may ask every few seconds.
 */
export async function pgReadiness(pool: Pool): Promise<string | null> {
  try {
    const { rows } = await pool.query<{ version: number | null }>(
      'select max(version) as version from schema_migrations',
    );
    const version = rows[0]?.version ?? 0;
    return version >= NEWEST ? null : `the database schema is at version ${version} of ${NEWEST}`;
  } catch (error) {
    // 42P01, undefined_table: the database answers, but nothing has migrated it yet.
    if ((error as { code?: string }).code === '42P01')
      return 'the database schema is not created yet';
    return `the database does not answer (${(error as Error).message})`;
  }
}
