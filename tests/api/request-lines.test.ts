import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';
import { humanLine } from '../../mock-server/src/logging';
import { oneWorldHost } from '../../mock-server/src/hosting/one-world-host';
import { readConfig } from '../../mock-server/src/config';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { memoryShelf } from '../../mock-server/src/storage/memory/memory-shelf';
import { openMemoryStore } from '../../mock-server/src/storage/memory/memory-store';
import { TEST_PASSWORD_COST } from '../support/password-cost';
import { DEMO, seededWorld, TEST_NOW } from './support/test-app';

const KEY = 'sandbox-key-that-must-never-be-logged';
const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/** An app logging as production does (JSON at info) into `lines`. */
async function loggedApp(lines: Record<string, unknown>[]) {
  const config = readConfig({
    PORTAL_URL: 'http://localhost:5173',
    SANDBOX_MFA_CODE: '123456',
    ...TEST_PASSWORD_COST,
  });
  const clock = fakeClock(TEST_NOW);
  const store = await openMemoryStore(await seededWorld(config, clock.now()));
  const app = buildApp({
    host: oneWorldHost({ config, clock, store, sandboxKey: KEY, snapshots: memoryShelf(clock) }),
    logger: { level: 'info', stream: { write: (l: string) => void lines.push(JSON.parse(l)) } },
  });
  await app.ready();
  apps.push(app);
  return supertest(app.server);
}

describe('the request log lines (production)', () => {
  it('writes one line per request: id, world, method, route pattern, status, duration; no secret', async () => {
    const lines: Record<string, unknown>[] = [];
    const api = await loggedApp(lines);
    const login = await api.post('/v1/auth/login').send(DEMO.customer).expect(200);
    const pre = String(login.headers.authorization);
    const mfa = await api
      .post('/v1/auth/mfa')
      .set('authorization', pre)
      .send({ code: '123456' })
      .expect(200);
    const token = String(mfa.headers.authorization);
    await api.get('/v1/virtualMachines/details/424242?search=secret').set('authorization', token);
    await api.get('/__sandbox/outbox').set('x-sandbox-key', KEY).expect(200);
    await api.get('/readyz').expect(200);

    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
      ['POST', '/v1/auth/login', 200],
      ['POST', '/v1/auth/mfa', 200],
      ['GET', '/v1/virtualMachines/details/:id', 404],
      ['GET', '/__sandbox/outbox', 200],
    ]);
    for (const line of requests) {
      expect(line).toMatchObject({ level: 30, world: 'local', reqId: expect.any(String) });
      expect(typeof line.ms).toBe('number');
    }
    const everything = JSON.stringify(lines);
    for (const secret of [
      DEMO.customer.password,
      DEMO.customer.email,
      '123456',
      KEY,
      pre.slice('Bearer '.length),
      token.slice('Bearer '.length),
      '424242',
      'secret',
    ])
      expect(everything).not.toContain(secret);
  });

  it('reads as a short line for a person outside production', () => {
    const json = JSON.stringify({
      level: 40,
      time: Date.parse('2026-03-15T10:00:01Z'),
      msg: 'slow disk',
      ms: 12,
    });
    expect(humanLine(json)).toBe('10:00:01 WARN slow disk ms=12\n');
  });
});
