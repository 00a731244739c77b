import { describe, expect, it } from 'vitest';
import { SANDBOX_MESSAGES } from '../../../mock-server/src/plugins/sandbox-guard';
import { bearer, DEMO, latestMfaCode, signIn, type TestApp } from '../support/test-app';
import { createWorld, inWorld, worldHost, type TrialApp, trialApps } from '../support/trial-app';
import { createBody, LONG_SESSIONS, signInAs } from '../support/vms';

const start = trialApps();
let t: TrialApp;

/** Two worlds of one trial, each reached at its own host with its own key. */
async function twoWorlds() {
  t = await start({ env: LONG_SESSIONS });
  const a = await createWorld(t);
  const b = await createWorld(t);
  return { a, b, inA: inWorld(t, a), inB: inWorld(t, b) };
}

const control = (w: TestApp) => ({
  get: (path: string) => w.api.get(`/__sandbox${path}`),
  post: (path: string, body: object = {}) => w.api.post(`/__sandbox${path}`).send(body),
  patch: (path: string, body: object) => w.api.patch(`/__sandbox${path}`).send(body),
});

describe('worlds of one trial are isolated', () => {
  it('refuses a token issued in one world in every other (401)', async () => {
    const { inA, inB } = await twoWorlds();
    const { accessToken } = await signIn(inA, DEMO.customer.email, DEMO.customer.password);
    await inA.api.get('/v1/users/me').set('authorization', bearer(accessToken)).expect(200);
    await inB.api.get('/v1/users/me').set('authorization', bearer(accessToken)).expect(401);
  });

  it("keeps each world's records, ids and outbox to itself", async () => {
    const { inA, inB } = await twoWorlds();
    const customerA = await signInAs(inA);
    const created = await customerA.post(
      '/v1/virtualMachines/create',
      createBody({ name: 'only-in-a' }),
    );
    expect(created.status).toBe(200);
    const vmId = created.body.data.resourceId as number;

    const customerB = await signInAs(inB);
    const listB = await customerB
      .get('/v1/virtualMachines/list', { search: 'only-in-a' })
      .expect(200);
    expect(JSON.stringify(listB.body.data)).not.toContain('only-in-a');
    await customerB.get(`/v1/virtualMachines/details/${vmId}`).expect(404);
    // The same next id in B: ids are the world's own sequence.
    const inBToo = await customerB.post('/v1/virtualMachines/create', createBody({ name: 'in-b' }));
    expect(inBToo.body.data.resourceId).toBe(vmId);

    // Each sign-in's code went to its own world's outbox only.
    await inA.api.post('/v1/auth/login').send(DEMO.reseller).expect(200);
    await expect(latestMfaCode(inA, DEMO.reseller.email)).resolves.toMatch(/^\d{6}$/);
    await expect(latestMfaCode(inB, DEMO.reseller.email)).rejects.toThrow(/no MFA email/);
  });

  it('keeps snapshots, scenarios, the clock and client events to their world', async () => {
    const { inA, inB } = await twoWorlds();
    await control(inA).post('/snapshots', { name: 'mine' }).expect(200);
    expect((await control(inB).get('/snapshots').expect(200)).body.data).toEqual([]);

    await control(inA).patch('/scenarios', { latencyMs: 0, consolesUnavailable: true }).expect(200);
    expect((await control(inB).get('/scenarios')).body.data.consolesUnavailable).toBe(false);

    await control(inA).post('/clock/pause').expect(200);
    expect((await control(inB).get('/clock')).body.data.paused).toBe(false);

    await inA.api.post('/v1/logging').send({ level: 'error', message: 'only in a' }).expect(200);
    const eventsB = await control(inB).get('/clientEvents').expect(200);
    expect(JSON.stringify(eventsB.body.data)).not.toContain('only in a');
    const eventsA = await control(inA).get('/clientEvents').expect(200);
    expect(JSON.stringify(eventsA.body.data)).toContain('only in a');
  });

  it("opens a world's controls with its own key only", async () => {
    const { a, b } = await twoWorlds();
    const hostB = t.apex().set('Host', worldHost(b.id));
    const withA = await hostB.get('/__sandbox/outbox').set('x-sandbox-key', a.key);
    expect(withA.status).toBe(401);
    expect(withA.body).toEqual({ message: SANDBOX_MESSAGES.worldKeyRequired, data: null });
    await t.apex().set('Host', worldHost(b.id)).get('/__sandbox/outbox').expect(401);
    await t
      .apex()
      .set('Host', worldHost(b.id))
      .get('/__sandbox/outbox')
      .set('x-sandbox-key', b.key)
      .expect(200);
    // What anyone with the world's address may read: that it is a sandbox, and its personas.
    const info = await t.apex().set('Host', worldHost(b.id)).get('/__sandbox/info').expect(200);
    expect(info.body.data.personas.map((p: { email: string }) => p.email)).toContain(
      DEMO.trial.email,
    );
    // What the portal's banner needs: when this world expires, where to start another.
    expect(info.body.data.hosted).toEqual({
      expiresAt: new Date(t.clock.now().getTime() + 336 * 3_600_000).toISOString(),
      startUrl: 'http://localhost:4500/',
      kept: false,
    });
  });
});

describe("a world's address is its own invitation", () => {
  it("opens a demo persona's mail without the key, and nothing else of the controls", async () => {
    t = await start();
    const world = await createWorld(t);
    const inIt = inWorld(t, world);
    await inIt.api.post('/v1/auth/login').send(DEMO.customer).expect(200);
    // Someone the address was shared with: no key, no cookie.
    const stranger = () => t.apex().set('Host', worldHost(world.id));
    const mail = await stranger()
      .get('/__sandbox/outbox')
      .query({ to: DEMO.customer.email.toUpperCase() })
      .expect(200);
    expect(mail.body.data[0].kind).toBe('mfa');

    for (const refused of [
      stranger().get('/__sandbox/outbox'),
      stranger().get('/__sandbox/outbox').query({ to: 'someone.else@northwind.example' }),
      stranger().post('/__sandbox/reset').send({}),
    ]) {
      const res = await refused.expect(401);
      expect(res.body.message).toBe(SANDBOX_MESSAGES.worldKeyRequired);
    }
  });
});
