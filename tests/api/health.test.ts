import { rm } from 'node:fs/promises';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../mock-server/src/app';
import { oneWorldHost } from '../../mock-server/src/hosting/one-world-host';
import { STOPPING } from '../../mock-server/src/plugins/health';
import { readConfig } from '../../mock-server/src/config';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { memoryShelf } from '../../mock-server/src/storage/memory/memory-shelf';
import { openMemoryStore } from '../../mock-server/src/storage/memory/memory-store';
import { createTestApp, seededWorld, TEST_NOW } from './support/test-app';
import { trialApps } from './support/trial-app';

const startTrial = trialApps();
const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/** One world whose storage says what `readiness` says. */
async function oneWorld(readiness: () => Promise<string | null>) {
  const config = readConfig({ PORTAL_URL: 'http://localhost:5173' });
  const clock = fakeClock(TEST_NOW);
  const store = await openMemoryStore(await seededWorld(config, clock.now()));
  const app = buildApp({
    host: oneWorldHost({ config, clock, store, snapshots: memoryShelf(clock), readiness }),
  });
  await app.ready();
  closing.push(() => app.close());
  return { app, api: supertest(app.server) };
}

describe('GET /healthz and GET /readyz', () => {
  it('say alive and ready, not cached, whatever address a balancer asks by', async () => {
    const { api } = await createTestApp();
    const alive = await api.get('/healthz').set('Host', '10.1.2.3:4000').expect(200);
    expect(alive.body).toEqual({ message: 'Alive', data: { uptimeS: expect.any(Number) } });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await api.get('/readyz').set('Host', '10.1.2.3:4000').expect(200);
    expect(ready.body).toEqual({ message: 'Ready', data: null });
  });

  it('are never limited, however often they are asked', async () => {
    const { api } = await createTestApp();
    for (let i = 0; i < 300; i++) await api.get('/readyz').expect(200);
  });

  it('answer 503 with the reason when the storage does not answer, and alive still', async () => {
    const { api } = await oneWorld(async () => 'the data folder cannot be written (EROFS)');
    const res = await api.get('/readyz').expect(503);
    expect(res.body).toEqual({
      message: 'Not ready: the data folder cannot be written (EROFS)',
      data: null,
    });
    await api.get('/healthz').expect(200);
  });

  it('answer 503 once the process begins to stop, and every answer then closes its connection', async () => {
    const { app, api } = await oneWorld(async () => null);
    app.draining = true;
    const res = await api.get('/readyz').expect(503);
    expect(res.body.message).toBe(`Not ready: ${STOPPING}`);
    const served = await api.get('/v1/healthCheck/api').expect(200);
    expect(served.headers.connection).toBe('close');
  });

  it("on the trial's apex: ready while its data folder is there, 503 once it is gone", async () => {
    const t = await startTrial();
    await t.apex().get('/readyz').expect(200);
    await t.apex().get('/healthz').expect(200);
    await rm(path.join(t.dir, 'worlds'), { recursive: true, force: true });
    const res = await t.apex().get('/readyz').expect(503);
    expect(res.body.message).toMatch(/^Not ready: the data folder cannot be written/);
  });
});
