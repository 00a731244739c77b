import path from 'node:path';
import { startEmbeddedPostgres } from '../../tests/support/embedded-postgres-server';
import { progress } from './load';
import type { Server } from './processes';
import { startTrial } from './trial-server';

/** A throwaway PostgreSQL and the hosted trial processes that share it. */
export type PostgresTrials = {
  /** The database's URL, for what the bench does in SQL itself. */
  url: string;
  /** Whether the database keeps its data in memory. */
  inMemory: boolean;
  trials: Server[];
  /** Stops the processes, then the database, and deletes its data. */
  stop: () => Promise<void>;
};

/**
 * An embedded PostgreSQL (real binaries, its own data folder: in memory where there is room,
 * unless `dataParent` says where) and one trial process per port on it, each with its own data
 * folder under `dir`, as `npm run trial` runs behind a load balancer. Whatever was started is
 * stopped again when a later step fails.
 */
export async function startPostgresTrials(
  ports: number[],
  dir: string,
  env: Record<string, string>,
  dataParent?: string,
): Promise<PostgresTrials> {
  progress('starting an embedded PostgreSQL');
  const database = await startEmbeddedPostgres({ dataParent });
  const trials: Server[] = [];
  const stop = async () => {
    await Promise.all(trials.map((t) => t.stop()));
    await database.destroy();
  };
  try {
    progress(`starting ${ports.length} trial processes on it`);
    // One after the other: each migrates at start, and the second then finds the schema made.
    for (const port of ports)
      trials.push(
        await startTrial(port, path.join(dir, `trial-${port}`), {
          ...env,
          DATABASE_URL: database.url,
        }),
      );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: database.url, inMemory: database.inMemory, trials, stop };
}
