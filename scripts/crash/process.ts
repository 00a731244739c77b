import { spawn, type ChildProcess } from 'node:child_process';

/** The server under test, started as node itself so that SIGKILL hits the server, not a wrapper. */
export function startProcess(command: string[], env: Record<string, string>): ChildProcess {
  const [bin, ...args] = command as [string, ...string[]];
  return spawn(bin, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Resolves once `url` answers 200; fails when the process ends first or after a minute. */
export async function up(child: ChildProcess, url: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the sandbox did not start: ${stderr.trim()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sandbox did not answer within 60 s');
}

/** Resolves once the process has gone (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
