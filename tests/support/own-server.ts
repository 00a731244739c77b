import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

/** The header every answer of the child carries, and the variable that gives it its value. */
export const CHILD_HEADER = 'x-test-run-child';
export const CHILD_TOKEN_VARIABLE = 'TEST_RUN_CHILD_TOKEN';

const CHILD_PRELOAD = fileURLToPath(new URL('./test-run-child.ts', import.meta.url));
/** Tries on a new port when another process took the free one before the server listened. */
const ATTEMPTS = 3;
/** How long SIGTERM has before SIGKILL. */
const STOP_LIMIT_MS = 10_000;

export type OwnServer = {
  origin: string;
  port: number;
  /** SIGTERM, then SIGKILL past 10 s; resolves once the process has ended. */
  stop: () => Promise<void>;
  /** How the process ended: its exit code, or null while it runs (or if a signal killed it). */
  exitCode: () => number | null;
};

/**
 * Runs `node --import tsx <script>` on a free port (or `port`, when given) and resolves once that
 * very process answers `healthPath`: an answer from another server on the port does not count.
 * The server stops when this process ends, however it ends (test-run-child.ts).
 */
export async function startOwnServer(o: {
  script: string;
  env: (port: number) => Record<string, string>;
  healthPath: string;
  port?: number;
  startLimitMs?: number;
}): Promise<OwnServer> {
  for (let attempt = 1; ; attempt++) {
    const port = o.port ?? (await freePort());
    const started = await tryStart(o, port);
    if ('server' in started) return started.server;
    const retry = started.portTaken && o.port === undefined && attempt < ATTEMPTS;
    if (!retry) throw started.error;
  }
}

async function tryStart(
  o: Parameters<typeof startOwnServer>[0],
  port: number,
): Promise<{ server: OwnServer } | { error: Error; portTaken: boolean }> {
  const token = randomUUID();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', CHILD_PRELOAD, o.script], {
    env: { ...process.env, ...o.env(port), [CHILD_TOKEN_VARIABLE]: token },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  // Listened for from the start, so that an exit already past is never waited for.
  let ended = false;
  const exited = new Promise<void>((resolve) => {
    const end = () => {
      ended = true;
      resolve();
    };
    child.once('exit', end);
    child.once('error', end); // could not be started at all
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-20_000)));
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (ended) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
    await exited;
    clearTimeout(force);
  };
  const server = { origin, port, stop, exitCode: () => child.exitCode };

  const limitMs = o.startLimitMs ?? 60_000;
  const deadline = Date.now() + limitMs;
  let foreign = false;
  while (Date.now() < deadline) {
    if (ended) {
      const portTaken = /EADDRINUSE/.test(stderr);
      return {
        error: new Error(`${o.script} did not start on port ${port}:\n${stderr.trim()}`),
        portTaken,
      };
    }
    try {
      // Bounded: a server that takes the connection and never answers must not hold us here.
      const res = await fetch(`${origin}${o.healthPath}`, { signal: AbortSignal.timeout(5_000) });
      if (res.headers.get(CHILD_HEADER) === token) {
        if (res.ok) return { server };
      } else foreign = true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.stop();
  const why = foreign ? `; another server answers on port ${port}` : '';
  return {
    error: new Error(
      `${o.script} did not answer within ${limitMs / 1000} s${why}:\n${stderr.trim()}`,
    ),
    portTaken: foreign,
  };
}
