import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOwnServer } from '../../support/own-server';
import { TEST_PASSWORD_COST } from '../../support/password-cost';
import { startDocumentProxy } from './document-proxy';

declare module 'vitest' {
  export interface ProvidedContext {
    apiBaseUrl: string;
    /** Where the sandbox's own calls (outbox, info) go: the sandbox itself, never the proxy. */
    sandboxOrigin: string;
  }
}

/**
 * The suite runs against API_BASE_URL. Without one it starts a sandbox of its own (with
 * CONTRACT_THROUGH_PRISM=1 behind Prism, which checks every answer against its OpenAPI document) (fresh world,
 * its own data folder, a free port unless CONTRACT_SANDBOX_PORT names one) and stops it
 * afterwards. Only that sandbox's answers count: another run's on the same port, or one left by a
 * crashed run, does not; and the sandbox ends with this run, even when Vitest crashes.
 */
export default async function setup(project: TestProject) {
  if (process.env.API_BASE_URL) {
    const apiBaseUrl = process.env.API_BASE_URL.replace(/\/$/, '');
    project.provide('apiBaseUrl', apiBaseUrl);
    project.provide('sandboxOrigin', new URL(apiBaseUrl).origin);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'contract-'));
  const fixedPort = process.env.CONTRACT_SANDBOX_PORT;
  const sandbox = await startOwnServer({
    script: 'mock-server/src/server.ts',
    port: fixedPort ? Number(fixedPort) : undefined,
    env: (port) => ({
      MOCK_PORT: String(port),
      SANDBOX_DATA_DIR: dir,
      SANDBOX_FRESH: '1',
      SANDBOX_TIME_SCALE: '0.02',
      ...TEST_PASSWORD_COST,
    }),
    healthPath: '/v1/healthCheck/api',
  }).catch(async (error: unknown) => {
    await rm(dir, { recursive: true, force: true });
    throw error;
  });
  const proxy =
    process.env.CONTRACT_THROUGH_PRISM === '1'
      ? await startDocumentProxy(sandbox.origin).catch(async (error: unknown) => {
          await sandbox.stop();
          await rm(dir, { recursive: true, force: true });
          throw error;
        })
      : null;
  project.provide('apiBaseUrl', `${proxy?.origin ?? sandbox.origin}/v1`);
  project.provide('sandboxOrigin', sandbox.origin);
  return async () => {
    await proxy?.stop();
    await sandbox.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
