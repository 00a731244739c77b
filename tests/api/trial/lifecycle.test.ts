import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORLD_EXPIRED } from '../../../mock-server/src/hosting/trial/trial-host';
import { bearer, DEMO, signIn } from '../support/test-app';
import { createWorld, inWorld, worldHost, type TrialApp, trialApps } from '../support/trial-app';
import { LONG_SESSIONS } from '../support/vms';

const start = trialApps();
let t: TrialApp;

const HOUR = 3_600_000;
const folderOf = (id: string) => path.join(t.dir, 'worlds', id);

describe('expiry', () => {
  it('expires a world TRIAL_TTL_HOURS after its last request, with a 410 and its files removed', async () => {
    t = await start({ env: { TRIAL_TTL_HOURS: '1.5' } });
    const world = await createWorld(t);
    const host = () => t.apex().set('Host', worldHost(world.id));
    t.clock.advance(HOUR);
    await host().get('/v1/healthCheck/api').expect(200);
    // 2 h after creation, but 1 h after the last request: still there.
    t.clock.advance(HOUR);
    await host().get('/v1/healthCheck/api').expect(200);
    expect(existsSync(folderOf(world.id))).toBe(true);

    t.clock.advance(1.5 * HOUR);
    const api = await host().get('/v1/healthCheck/api').expect(410);
    expect(api.body).toEqual({ message: WORLD_EXPIRED, data: null });
    const page = await host().get('/dashboard').set('accept', 'text/html').expect(410);
    expect(page.text).toContain('This sandbox has expired');
    expect(page.text).toContain('href="http://localhost:4500/"');
    expect(existsSync(folderOf(world.id))).toBe(false);
  });

  it('sweeps expired worlds when another is created, and on its own', async () => {
    t = await start({ env: { TRIAL_TTL_HOURS: '1' } });
    const idle = await createWorld(t);
    t.clock.advance(2 * HOUR);
    await createWorld(t);
    expect(existsSync(folderOf(idle.id))).toBe(false);
    await t.apex().set('Host', worldHost(idle.id)).get('/v1/healthCheck/api').expect(410);

    const another = await createWorld(t);
    t.clock.advance(2 * HOUR);
    expect(await t.trial.sweep()).toBe(2);
    expect(existsSync(folderOf(another.id))).toBe(false);
  });
});

describe('limits', () => {
  it('refuses writes past TRIAL_MAX_WORLD_MB with a clear message, and a reset is still allowed', async () => {
    // Smaller than the template itself: the world is full from the start.
    t = await start({ env: { TRIAL_MAX_WORLD_MB: '0.01' } });
    const world = inWorld(t, await createWorld(t));
    const refused = await world.api
      .post('/v1/logging')
      .send({ level: 'info', message: 'one more' })
      .expect(507);
    expect(refused.body.message).toMatch(
      /^This sandbox has used all of its 0.01 MB of storage, so it takes no more changes/,
    );
    await world.api.get('/v1/healthCheck/api').expect(200);
    const snapshot = await world.api.post('/__sandbox/snapshots').send({ name: 'x' }).expect(507);
    expect(snapshot.body.data).toBeNull();
    await world.api.post('/__sandbox/reset').send({}).expect(200);
  });
});

describe('memory and restarts', () => {
  it('closes idle worlds past TRIAL_MAX_LOADED and reopens them with every acknowledged write', async () => {
    t = await start({ env: { ...LONG_SESSIONS, TRIAL_MAX_LOADED: '1' } });
    const a = await createWorld(t);
    const b = await createWorld(t);
    const inA = inWorld(t, a);
    const { accessToken } = await signIn(inA, DEMO.customer.email, DEMO.customer.password);
    for (const message of ['first', 'second', 'third'])
      await inA.api.post('/v1/logging').send({ level: 'warn', message }).expect(200);
    await inA.api.patch('/__sandbox/scenarios').send({ consolesUnavailable: true }).expect(200);
    expect(t.trial.isLoaded(a.id)).toBe(true);

    await inWorld(t, b).api.get('/v1/healthCheck/api').expect(200);
    expect(t.trial.isLoaded(a.id)).toBe(false);
    expect(t.trial.loadedCount).toBe(1);

    const events = await inA.api.get('/__sandbox/clientEvents').expect(200);
    expect(events.body.data.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining(['first', 'second', 'third']),
    );
    expect((await inA.api.get('/__sandbox/scenarios')).body.data.consolesUnavailable).toBe(true);
    // The session survives too: the world's secret is part of its stored state.
    await inA.api.get('/v1/users/me').set('authorization', bearer(accessToken)).expect(200);
  });

  it('keeps every acknowledged write when requests to many worlds cross evictions', async () => {
    t = await start({ env: { TRIAL_MAX_LOADED: '1' } });
    const worlds = [await createWorld(t), await createWorld(t), await createWorld(t)];
    const writes = Array.from({ length: 30 }, (_, i) => ({
      world: worlds[i % 3]!,
      message: `w${i}`,
    }));
    const answers = await Promise.all(
      writes.map(({ world, message }) =>
        inWorld(t, world).api.post('/v1/logging').send({ level: 'info', message }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(writes.map(() => 200));
    for (const world of worlds) {
      const events = await inWorld(t, world).api.get('/__sandbox/clientEvents').expect(200);
      const kept = events.body.data.map((e: { message: string }) => e.message);
      const sent = writes.filter((w) => w.world === world).map((w) => w.message);
      expect(kept).toEqual(expect.arrayContaining(sent));
      expect(kept.filter((m: string) => /^w\d+$/.test(m))).toHaveLength(sent.length);
    }
  });

  it('finds every world, write, session and key again after a restart on the same data folder', async () => {
    t = await start({ env: LONG_SESSIONS });
    const world = await createWorld(t);
    const gone = await createWorld(t);
    const before = inWorld(t, world);
    const { accessToken } = await signIn(before, DEMO.customer.email, DEMO.customer.password);
    await before.api.post('/v1/logging').send({ level: 'error', message: 'kept' }).expect(200);
    await t.apex().delete(`/__worlds/${gone.id}`).set('x-sandbox-key', gone.key).expect(200);
    await t.close();

    t = await start({ env: LONG_SESSIONS, dir: t.dir, clock: t.clock });
    const after = inWorld(t, world);
    await after.api.get('/v1/users/me').set('authorization', bearer(accessToken)).expect(200);
    const events = await after.api.get('/__sandbox/clientEvents').expect(200);
    expect(JSON.stringify(events.body.data)).toContain('kept');
    await t.apex().set('Host', worldHost(gone.id)).get('/v1/healthCheck/api').expect(410);
  });
});
