import supertest from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { METRICS_KEY_REQUIRED } from '../../mock-server/src/plugins/metrics';
import { serveMetricsOn } from '../../mock-server/src/metrics-port';
import { bearer, createTestApp, DEMO, signIn } from './support/test-app';
import { createWorld, OPERATOR_KEY, trialApps, worldHost } from './support/trial-app';

const KEY = 'the-sandbox-key-printed-at-start';
const startTrial = trialApps();
let metricsServer: Server | null = null;
afterEach(() => {
  metricsServer?.close();
  metricsServer = null;
});

/** The value of one sample line, e.g. sample(text, 'x_total{a="b"}'). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it("answers the operator only: no key, a wrong one or a visitor's token gets 401", async () => {
    const t = await createTestApp({ sandboxKey: KEY });
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    for (const res of [
      await t.api.get('/metrics'),
      await t.api.get('/metrics').set('x-sandbox-key', 'not-the-key'),
      await t.api.get('/metrics').set('authorization', bearer(accessToken)),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: METRICS_KEY_REQUIRED, data: null });
    }
    await t.api.get('/metrics').set('x-sandbox-key', KEY).expect(200);
    await t.api.get('/metrics').set('authorization', `Bearer ${KEY}`).expect(200);
  });

  it('counts requests by route pattern and status, never by raw URL, with storage and process figures', async () => {
    const t = await createTestApp({ sandboxKey: KEY });
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    const as = (path: string) => t.api.get(path).set('authorization', bearer(accessToken));
    await as('/v1/users/me').expect(200);
    await as('/v1/users/me').expect(200);
    await as('/v1/virtualMachines/details/987654').expect(404);
    const res = await t.api.get('/metrics').set('x-sandbox-key', KEY).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    expect(
      sample(text, 'sandbox_http_requests_total{method="GET",route="/v1/users/me",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(
        text,
        'sandbox_http_requests_total{method="GET",route="/v1/virtualMachines/details/:id",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('987654');
    expect(text).toContain('sandbox_http_request_duration_seconds_bucket{le="0.005"');
    // Signing in committed changes: the storage reported how long they took.
    expect(
      sample(text, 'sandbox_storage_write_seconds_count{kind="commit",backend="memory"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it("on the trial's apex: the worlds that exist and are loaded, and what this process did, no world's id", async () => {
    const t = await startTrial();
    const world = await createWorld(t);
    await t.apex().set('Host', worldHost(world.id)).get('/v1/healthCheck/api').expect(200);
    const worldKey = await t
      .apex()
      .get('/metrics')
      .set('Host', worldHost(world.id))
      .set('x-sandbox-key', world.key);
    expect(worldKey.status).toBe(401);
    const text = (await t.apex().get('/metrics').set('x-sandbox-key', OPERATOR_KEY).expect(200))
      .text;
    expect(sample(text, 'sandbox_worlds{state="existing"}')).toBe(1);
    expect(sample(text, 'sandbox_worlds{state="loaded"}')).toBe(1);
    expect(sample(text, 'sandbox_world_events_total{event="created"}')).toBe(1);
    expect(sample(text, 'sandbox_world_events_total{event="deleted"}')).toBe(0);
    expect(text).not.toContain(world.id);
  });

  it('is served without a key on METRICS_PORT, on loopback, and nothing else there', async () => {
    const t = await createTestApp({ sandboxKey: KEY });
    metricsServer = await serveMetricsOn(t.app, 0);
    const { port } = metricsServer.address() as { port: number };
    const local = supertest(`http://127.0.0.1:${port}`);
    expect((await local.get('/metrics').expect(200)).text).toContain('sandbox_http_requests_total');
    await local.get('/v1/users/me').expect(404);
    expect((metricsServer.address() as { address: string }).address).toBe('127.0.0.1');
  });
});
