import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from './embedded-postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL on the test server, for creating each file's database. */
    postgresAdminUrl: string;
  }
}

/**
 * One real PostgreSQL server for the whole run, never a mock: TEST_DATABASE_URL's if set,
 * otherwise a throwaway one from the embedded-postgres package, stopped and deleted at the
 * end. Each test file then makes a database of its own (test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startEmbeddedPostgres();
  project.provide('postgresAdminUrl', server.url);
  return () => server.destroy();
}
