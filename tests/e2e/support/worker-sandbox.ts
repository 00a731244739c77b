import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { E2E } from './e2e-env';

// About 2 s on an idle machine; far more when the machine is busy with other work.
const START_LIMIT_MS = 90_000;

export type WorkerSandbox = { origin: string; stop: () => Promise<void> };

/**
 * Waits until nothing listens on `port`: a worker started after a failed one reuses its
 * parallel index, and so its ports, while the last one's server may still be stopping. Had the
 * new server started then, it would have failed to listen, the old one would have answered
 * "up", and the tests would have met a closed port once it stopped.
 */
export async function waitForFreePort(port: number): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return;
    if (Date.now() > deadline) throw new Error(`Port ${port} is still in use`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts a fresh seeded sandbox for one worker and waits until it answers. */
export async function startSandbox(workerIndex: number): Promise<WorkerSandbox> {
  const port = E2E.portOf(workerIndex);
  const origin = `http://localhost:${port}`;
  await waitForFreePort(port);
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], {
    env: { ...process.env, ...E2E.sandboxEnv(port), LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await waitUntilUp(child, `${origin}/v1/healthCheck/api`, () => errors);
  return { origin, stop: () => stopProcess(child) };
}

export async function waitUntilUp(child: ChildProcess, url: string, errors: () => string) {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The sandbox exited at start:\n${errors()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(
    `The sandbox did not answer ${url} within ${START_LIMIT_MS / 1000} s:\n${errors()}`,
  );
}

/** SIGTERM lets it fold its journal and release the data folder; the next worker reuses both. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
