import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataFolder, sandboxKeyOf } from '../../mock-server/src/storage/file/data-folder';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'folder-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

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

  it('takes over from a holder that was killed', async () => {
    await lockDataFolder(dir, 4000); // never released, as after kill -9
    const gone = spawnSync(process.execPath, ['-e', '']).pid as number;
    await writeFile(
      path.join(dir, 'sandbox.holder.json'),
      JSON.stringify({ pid: gone, port: 4000 }),
    );
    const release = await lockDataFolder(dir, 4001);
    await release();
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
