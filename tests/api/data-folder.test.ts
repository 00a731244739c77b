import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataFolder, sandboxKeyOf } from '../../mock-server/src/storage/file/data-folder';
import { dataFilePath } from '../../mock-server/src/storage/file/file-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'folder-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * Another process holding the folder, as a sandbox does: killed with SIGKILL, it leaves its lock
 * behind, still fresh. A lock taken in this process instead would go on being refreshed after
 * the test, and warn in the middle of later ones that it was lost.
 */
async function lockInAnotherProcess(folder: string, port: number): Promise<ChildProcess> {
  const module = new URL('../../mock-server/src/storage/file/data-folder.ts', import.meta.url).href;
  const script = `const { lockDataFolder } = await import(${JSON.stringify(module)});
    await lockDataFolder(${JSON.stringify(folder)}, ${port});
    console.log('locked');
    setTimeout(() => {}, 60_000); // lives until killed, a minute at most`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.on('exit', (code) => reject(new Error(`The holder exited (${code}): ${errors}`)));
  });
  return child;
}

const killed = async (child: ChildProcess) => {
  const exit = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGKILL');
  await exit;
};

describe('one sandbox per data folder', () => {
  it('refuses a second holder, naming the first one by pid and port', async () => {
    const release = await lockDataFolder(dir, 4000);
    await expect(lockDataFolder(dir, 4001)).rejects.toThrow(
      `in use by another sandbox (pid ${process.pid}, port 4000)`,
    );
    await release();
    const again = await lockDataFolder(dir, 4001);
    await again();
  });

  it('takes over from a holder that was killed, keeping what the folder holds', async () => {
    const key = await sandboxKeyOf(dir);
    await writeFile(dataFilePath(dir), '{"kept":true}');
    const holder = await lockInAnotherProcess(dir, 4000);
    try {
      await expect(lockDataFolder(dir, 4001)).rejects.toThrow(
        `in use by another sandbox (pid ${holder.pid}, port 4000)`,
      );
    } finally {
      await killed(holder);
    }

    const release = await lockDataFolder(dir, 4001);
    // The folder is this process's now: a third sandbox is refused, naming it.
    await expect(lockDataFolder(dir, 4002)).rejects.toThrow(
      `in use by another sandbox (pid ${process.pid}, port 4001)`,
    );
    // Only the dead holder's lock went: the data and the key are as they were.
    expect(await readFile(dataFilePath(dir), 'utf8')).toBe('{"kept":true}');
    expect(await sandboxKeyOf(dir)).toBe(key);
    await release();
    const next = await lockDataFolder(dir, 4002);
    await next();
  });

  it('a second sandbox process on the folder exits with a clear message', async () => {
    const start = (port: number) =>
      spawn('node', ['--import', 'tsx', 'mock-server/src/server.ts'], {
        env: { ...process.env, MOCK_PORT: String(port), SANDBOX_DATA_DIR: dir, LOG_LEVEL: 'fatal' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const first = start(4971);
    try {
      let firstErrors = '';
      first.stderr.on('data', (d: Buffer) => (firstErrors += d.toString()));
      await new Promise<void>((resolve, reject) => {
        first.stdout.on('data', (d: Buffer) => d.toString().includes('Demo logins') && resolve());
        // A first sandbox that cannot start (its port taken) fails here, not at the time limit.
        first.on('exit', (code) =>
          reject(new Error(`The first sandbox exited (${code}): ${firstErrors}`)),
        );
      });
      const second = start(4972);
      let stderr = '';
      second.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise((resolve) => second.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`in use by another sandbox (pid ${first.pid}, port 4971)`);
    } finally {
      first.kill('SIGTERM');
      await new Promise((resolve) => first.on('exit', resolve));
    }
  }, 60_000);

  it('keeps one sandbox key, readable by its owner only', async () => {
    const key = await sandboxKeyOf(dir);
    expect(key).toMatch(/^[\w-]{32}$/);
    expect(await sandboxKeyOf(dir)).toBe(key);
  });
});
