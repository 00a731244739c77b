import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_PASSWORD_COST } from '../../support/password-cost';

declare module 'vitest' {
  export interface ProvidedContext {
    apiBaseUrl: string;
  }
}

const PORT = Number(process.env.CONTRACT_SANDBOX_PORT ?? 4890);

/**
 * The suite runs against API_BASE_URL. Without one it starts a sandbox of its own (fresh world,
 * its own data folder and port) and stops it afterwards.
 */
export default async function setup(project: TestProject) {
  if (process.env.API_BASE_URL) {
    project.provide('apiBaseUrl', process.env.API_BASE_URL.replace(/\/$/, ''));
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-'));
  const base = `http://localhost:${PORT}`;
  const child = spawn('node', ['--import', 'tsx', 'mock-server/src/server.ts'], {
    env: {
      ...process.env,
      MOCK_PORT: String(PORT),
      SANDBOX_DATA_DIR: dir,
      SANDBOX_FRESH: '1',
      SANDBOX_TIME_SCALE: '0.02',
      ...TEST_PASSWORD_COST,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await up(child, base);
  project.provide('apiBaseUrl', `${base}/v1`);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dir, { recursive: true, force: true });
  };
}

async function up(child: ChildProcess, base: string): Promise<void> {
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the sandbox did not start: ${stderr.trim()}`);
    try {
      if ((await fetch(`${base}/v1/healthCheck/api`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the sandbox did not answer within 60 s');
}
