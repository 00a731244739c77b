import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { SAME_ORIGIN_BUILD } from '../../../scripts/build/portal-build';
import { E2E } from './e2e-env';
import { stopProcess, waitForFreePort, waitUntilUp } from './worker-sandbox';

export type TrialServer = { apex: string; stop: () => Promise<void> };

const basePort = Number(process.env.E2E_TRIAL_PORT ?? 4600);

/**
 * `npm run trial` as a visitor meets it, on a port and data folder of the worker's own: the
 * landing page at `localhost`, every world at `<id>.localhost` (Chromium resolves those here).
 */
export async function startTrial(workerIndex: number): Promise<TrialServer> {
  const port = basePort + workerIndex;
  const child = await startTrialProcess(port, {});
  return { apex: `http://localhost:${port}`, stop: () => stopProcess(child) };
}

/**
 * One trial process on `port` with a fresh data folder of its own, `env` added to the browser
 * tests' sandbox settings; resolves once its landing page answers.
 */
export async function startTrialProcess(
  port: number,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const dataDir = `.e2e-data/trial-${port}`;
  await waitForFreePort(port);
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/trial.ts'], {
    env: {
      ...process.env,
      ...E2E.sandboxEnv(port),
      TRIAL_PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_PORTAL_DIR: SAME_ORIGIN_BUILD.dir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // A trial that dies under a test says why in the run's output (a stop is SIGTERM, exit 0).
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM')
      console.error(`The trial on port ${port} exited (${signal ?? code}):\n${errors}`);
  });
  await waitUntilUp(child, `http://localhost:${port}/`, () => errors);
  return child;
}
