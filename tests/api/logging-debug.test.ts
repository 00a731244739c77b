import { beforeEach, describe, expect, it } from 'vitest';
import { diagnosticsSchema } from '../../contract/debug';
import { clientEventSchema, LOG_LIMITS, LOGGING_MESSAGES } from '../../contract/logging';
import { activeScenarios } from '../../mock-server/src/domain/sandbox/scenarios';
import { createTestApp, DEMO, type TestApp } from './support/test-app';
import { signInAs, type As } from './support/vms';

let t: TestApp;
let customer: As;
beforeEach(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'customer');
});

const events = async (level?: string) => {
  const res = await t.api
    .get('/__sandbox/clientEvents')
    .query(level ? { level } : {})
    .expect(200);
  return res.body.data.map((e: unknown) => clientEventSchema.strict().parse(e));
};

describe('POST /v1/logging', () => {
  it("stores a signed-in user's event with who sent it, shown newest first in the control room", async () => {
    const res = await customer
      .post('/v1/logging', {
        level: 'error',
        message: '  Dashboard failed to load  ',
        context: { route: '/dashboard', status: 500, retried: true },
      })
      .expect(200);
    expect(res.body).toEqual({
      message: LOGGING_MESSAGES.logged,
      data: { id: expect.any(Number) },
    });
    await t.api
      .post('/v1/logging')
      .send({ level: 'info', message: 'Login page shown' })
      .expect(200);

    const [newest, older] = await events();
    expect(newest).toMatchObject({ level: 'info', message: 'Login page shown', user: null });
    expect(older).toMatchObject({
      level: 'error',
      message: 'Dashboard failed to load',
      user: DEMO.customer.email,
      context: { route: '/dashboard', status: 500, retried: true },
    });
    expect((await events('error')).map((e: { level: string }) => e.level)).toEqual(['error']);

    const log = await t.api.get('/__sandbox/requests').expect(200);
    expect(log.body.data.find((r: { path: string }) => r.path === '/v1/logging')).toMatchObject({
      method: 'POST',
      status: 200,
    });
  });

  it('treats an invalid token as anonymous rather than refusing the event', async () => {
    await t.api
      .post('/v1/logging')
      .set('authorization', 'Bearer not-a-token')
      .send({ level: 'warn', message: 'Session expired while logging' })
      .expect(200);
    expect((await events())[0]).toMatchObject({ user: null, level: 'warn' });
  });

  it('refuses a bad level, an empty or overlong message and an oversized context (400)', async () => {
    const res = await t.api.post('/v1/logging').send({ level: 'fatal', message: ' ' }).expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'level', msg: LOGGING_MESSAGES.level },
        { path: 'message', msg: LOGGING_MESSAGES.messageRequired },
      ]),
    );
    const long = await t.api
      .post('/v1/logging')
      .send({ level: 'info', message: 'x'.repeat(LOG_LIMITS.message + 1) })
      .expect(400);
    expect(long.body.errors[0]).toEqual({ path: 'message', msg: LOGGING_MESSAGES.messageTooLong });
    const context = Object.fromEntries(
      Array.from({ length: LOG_LIMITS.contextKeys + 1 }, (_, i) => [`k${i}`, i]),
    );
    const wide = await t.api
      .post('/v1/logging')
      .send({ level: 'info', message: 'm', context })
      .expect(400);
    expect(wide.body.errors[0]).toEqual({ path: 'context', msg: LOGGING_MESSAGES.contextTooBig });
    await t.api
      .post('/v1/logging')
      .send({ level: 'info', message: 'm', context: { nested: { deep: 1 } } })
      .expect(400);
  });

  it('keeps only the newest events, dropping the oldest', async () => {
    await t.store.mutate((w) => {
      for (let i = 1; i <= LOG_LIMITS.kept; i++)
        w.clientEvents.push({
          id: i,
          at: new Date().toISOString(),
          level: 'debug',
          message: `old ${i}`,
          context: {},
          userId: null,
          companyId: null,
        });
      w.counters.clientEvents = LOG_LIMITS.kept;
    });
    await t.api.post('/v1/logging').send({ level: 'info', message: 'newest' }).expect(200);
    const kept = t.store.data.clientEvents;
    expect(kept).toHaveLength(LOG_LIMITS.kept);
    expect(kept.first()?.message).toBe('old 2');
    expect(kept.last()?.message).toBe('newest');
  });

  it('rate limits a flood from one caller (429 with Retry-After)', async () => {
    let last = 200;
    for (let i = 0; i < 61 && last === 200; i++)
      last = (await t.api.post('/v1/logging').send({ level: 'debug', message: `n${i}` })).status;
    expect(last).toBe(429);
    const res = await t.api.post('/v1/logging').send({ level: 'debug', message: 'again' });
    expect(res.status).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /v1/debug/debugSharktech', () => {
  it('gives a signed-in caller the sandbox diagnostics', async () => {
    const res = await customer.get('/v1/debug/debugSharktech').expect(200);
    expect(res.body.message).toBe('Diagnostics retrieved');
    const d = diagnosticsSchema.strict().parse(res.body.data);
    const world = t.store.data;
    expect(d.worldVersion).toBe(world.version);
    expect(d.seed).toBe(world.meta.seed);
    expect(d.counts.companies).toBe(world.companies.length);
    expect(d.counts.systemCountries).toBe(30);
    expect(d.counts['catalogue.datacenters']).toBe(world.catalogue.datacenters.length);
    expect(d.store).toEqual({ kind: 'memory', journalBytes: 0, snapshotBytes: null });
    expect(d.clock).toMatchObject({ paused: false, offsetMinutes: 0 });
    expect(d.requestLogSize).toBeGreaterThan(0);
    expect(d.activeScenarios).toEqual(activeScenarios(world));
  });

  it('answers 401 to anyone not signed in', async () => {
    const res = await t.api.get('/v1/debug/debugSharktech').expect(401);
    expect(res.body.data).toBeNull();
  });
});
