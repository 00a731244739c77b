import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * A new, empty database on the run's test server (postgres-global-setup.ts), named uniquely,
 * so that test files running side by side never see each other's rows. Returns its URL.
 */
export async function freshDatabase(): Promise<string> {
  const admin = new URL(inject('postgresAdminUrl'));
  // An identifier cannot be a query parameter: the name is made here of [a-z0-9_] only.
  const name = `sandbox_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin.href);
  url.pathname = `/${name}`;
  return url.href;
}
