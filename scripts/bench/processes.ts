import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Servers under measurement run in their own processes, pinned to the first core when the
 * machine lets us (taskset), while the load generator runs on the other: on two cores that
 * keeps the two from stealing each other's time.
 */
const pin = existsSync('/usr/bin/taskset') ? ['taskset', '-c', '0'] : [];

export type Server = { child: ChildProcess; stop: () => Promise<void> };

export async function startServer(
  command: string[],
  env: Record<string, string>,
  readyUrl: string,
): Promise<Server> {
  if (await answers(readyUrl))
    throw new Error(`${new URL(readyUrl).host} is already taken by another server: stop it first`);
  const [bin, ...args] = [...pin, ...command] as [string, ...string[]];
  const child = spawn(bin, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const killOnExit = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // the group ended on its own meanwhile
    }
  };
  process.once('exit', killOnExit);
  // A full bench starts more servers than Node's default of ten listeners: each takes its own
  // away once it has ended.
  child.once('exit', () => process.off('exit', killOnExit));
  // The server is started in its own process group so that stopping it stops whatever it
  // spawned too (npx and tsx each add a process).
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-(child.pid as number), 'SIGTERM');
    });
  return waitFor(readyUrl, 60_000, child).then(
    () => ({ child, stop }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/** Where the baseline answers: the hello-world of `hello-server.ts`. */
export const helloUrl = (port: number) => `http://127.0.0.1:${port}/hello`;

/** The baseline every figure is compared with, started as a measured server on `port`. */
export const startHelloWorld = (port: number): Promise<Server> =>
  startServer(
    ['node', '--import', 'tsx', 'scripts/bench/hello-server.ts'],
    { PORT: String(port) },
    helloUrl(port),
  );

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Waits until `url` answers; fails at once if `child`, the server meant to answer, ends first. */
export async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`the server for ${url} ended (${child.exitCode ?? child.signalCode}) first`);
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The load generator takes the other core (`'1'`), or gives it back to the browser it starts
 * (`'0,1'`); done once taskset has.
 */
export async function pinSelfTo(cores: '1' | '0,1'): Promise<void> {
  if (pin.length === 0) return;
  await run('taskset', ['-cp', cores, String(process.pid)], {});
}

/** Runs a command to its end (a build, say), its errors shown; rejects when it fails. */
export function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}
