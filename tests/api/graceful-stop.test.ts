import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { DEMO } from './support/test-app';

let server: OwnServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const MFA = '123456';

async function signedIn(origin: string): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(DEMO.customer),
  });
  const mfa = await fetch(`${origin}/v1/auth/mfa`, {
    method: 'POST',
    headers: { ...json, authorization: login.headers.get('authorization') ?? '' },
    body: JSON.stringify({ code: MFA }),
  });
  return mfa.headers.get('authorization') ?? '';
}

describe('a SIGTERM', () => {
  it('says not ready at once, serves on while draining, lets every request in flight finish, then ends with 0', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'graceful-'));
    server = await startOwnServer({
      script: 'mock-server/src/server.ts',
      env: (port) => ({
        MOCK_PORT: String(port),
        SANDBOX_DATA_DIR: dir as string,
        SANDBOX_FRESH: '1',
        SANDBOX_MFA_CODE: MFA,
        LOG_LEVEL: 'error',
        SANDBOX_DRAIN_MS: '1500',
      }),
      healthPath: '/healthz',
    });
    const { origin } = server;
    const authorization = await signedIn(origin);
    // Every call now takes 800 ms (the control room's slow network): the burst is in flight.
    await fetch(`${origin}/__sandbox/scenarios`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 800 }),
    }).then((res) => expect(res.status).toBe(200));
    const burst = Array.from({ length: 20 }, () =>
      fetch(`${origin}/v1/users/me`, { headers: { authorization } }).then(
        (res) => res.status,
        (error: Error) => error.message,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Draining: a balancer asking is told to stop sending, while what still comes is served.
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toBe(
      'Not ready: the process is stopping',
    );
    const late = await fetch(`${origin}/v1/users/me`, { headers: { authorization } });
    expect(late.status).toBe(200);
    expect(late.headers.get('connection')).toBe('close');
    expect(await Promise.all(burst)).toEqual(Array(20).fill(200));
    await stopped;
    expect(server.exitCode()).toBe(0);
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    // A real process to start, seed and stop: on a busy machine that takes longer than a request.
  }, 120_000);
});
