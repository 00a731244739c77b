import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { markHostedWorld } from '../../../mock-server/src/routes/portal-build';
import { describe, expect, it } from 'vitest';
import { WORLDS_MESSAGES } from '../../../contract/worlds';
import { NO_WORLD } from '../../../mock-server/src/hosting/request-world';
import { UNKNOWN_HOST } from '../../../mock-server/src/plugins/host-check';
import { SANDBOX_FULL } from '../../../mock-server/src/hosting/trial/hosted-trial';
import { SANDBOX_KEY_COOKIE } from '../../../mock-server/src/plugins/key-cookie';
import { UNKNOWN_WORLD, WORLD_REMOVED } from '../../../mock-server/src/hosting/trial/trial-host';
import {
  createWorld,
  OPERATOR_KEY,
  worldHost,
  type TrialApp,
  trialApps,
} from '../support/trial-app';

const start = trialApps();
let t: TrialApp;

const PORTAL_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
function fakePortalBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-build-'));
  writeFileSync(path.join(dir, 'index.html'), PORTAL_HTML);
  mkdirSync(path.join(dir, 'static'));
  return dir;
}

describe('creating a world', () => {
  it('answers 201 with an unguessable DNS-label id, its URL, its key and its expiry', async () => {
    t = await start();
    const res = await t.apex().post('/__worlds').send({}).expect(201);
    const { id, url, key, expiresAt } = res.body.data;
    expect(res.body.message).toBe(WORLDS_MESSAGES.created);
    expect(id).toMatch(/^[a-z0-9]{25}$/); // 128 random bits in base 36
    expect(url).toBe(`http://${id}.localhost:4500/`);
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(336 * 3_600_000);
    // The key is kept only as a hash.
    const { readFile } = await import('node:fs/promises');
    const record = await readFile(path.join(t.dir, 'worlds', id, 'world.json'), 'utf8');
    expect(record).not.toContain(key);
  });

  it("points the template's emailed links at the world's own origin, also after a reset", async () => {
    t = await start();
    const world = await createWorld(t);
    const inIt = t.apex().set('Host', worldHost(world.id)).set('x-sandbox-key', world.key);
    const invitationLink = async () => {
      const res = await inIt.get('/__sandbox/outbox').query({ to: 'invited@example.com' });
      return /https?:\/\/\S+\/confirmNewUser\?\S+/.exec(res.body.data[0].text)?.[0];
    };
    expect((await invitationLink())?.startsWith(`${world.url}confirmNewUser?`)).toBe(true);
    await inIt.post('/__sandbox/reset').send({}).expect(200);
    expect((await invitationLink())?.startsWith(`${world.url}confirmNewUser?`)).toBe(true);
  });

  it('gives the public URL behind a proxy', async () => {
    t = await start({ env: { TRIAL_PUBLIC_URL: 'https://try.example.com' } });
    const created = await t
      .apex()
      .set('Host', 'try.example.com')
      .post('/__worlds')
      .send({})
      .expect(201);
    expect(created.body.data.url).toBe(`https://${created.body.data.id}.try.example.com/`);
  });

  it('refuses an unknown template without naming the others', async () => {
    t = await start();
    const res = await t.apex().post('/__worlds').send({ template: 'nothing' }).expect(400);
    expect(res.body.message).toBe('There is no template "nothing"');
  });

  it('limits each address to TRIAL_CREATE_PER_HOUR, the operator aside', async () => {
    t = await start({ env: { TRIAL_CREATE_PER_HOUR: '2' } });
    await t.apex().post('/__worlds').send({}).expect(201);
    await t.apex().post('/__worlds').send({}).expect(201);
    const refused = await t.apex().post('/__worlds').send({}).expect(429);
    expect(refused.body.message).toMatch(
      /^You have started 2 sandboxes from this address in the last hour\. Please wait \d+ minutes and try again\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    await t.apex().post('/__worlds').set('x-sandbox-key', OPERATOR_KEY).send({}).expect(201);
  });

  it('answers 503 past TRIAL_MAX_WORLDS, and the existing worlds carry on', async () => {
    t = await start({ env: { TRIAL_MAX_WORLDS: '2' } });
    const first = await createWorld(t);
    await createWorld(t);
    const full = await t.apex().post('/__worlds').send({}).expect(503);
    expect(full.body).toEqual({ message: SANDBOX_FULL, data: null });
    await t.apex().set('Host', worldHost(first.id)).get('/v1/healthCheck/api').expect(200);
  });
});

describe('host names', () => {
  it('serves the landing page at the apex and the portal at each world', async () => {
    t = await start({ env: { SANDBOX_PORTAL_DIR: fakePortalBuild() } });
    const landing = await t.apex().get('/').expect(200);
    expect(landing.text).toContain('Start your sandbox');
    expect(landing.headers['content-security-policy']).toContain(
      "form-action 'self' http://*.localhost:4500",
    );
    const world = await createWorld(t);
    const portal = await t.apex().set('Host', worldHost(world.id)).get('/').expect(200);
    // Marked as a hosted world, so the portal shows the world's banner.
    expect(portal.text).toBe(markHostedWorld(PORTAL_HTML));
    expect(portal.text).toContain('<head><meta name="sandbox-world" content="hosted">');
    await t.apex().set('Host', worldHost(world.id)).get('/virtualMachines').expect(200);
    // The worlds API is the apex's only.
    await t.apex().set('Host', worldHost(world.id)).get('/__worlds').expect(404);
  });

  it('answers 404 for an unknown world, and the apex serves no world', async () => {
    t = await start();
    const unknown = await t
      .apex()
      .set('Host', worldHost('0'.repeat(25)))
      .get('/v1/healthCheck/api')
      .expect(404);
    expect(unknown.body).toEqual({ message: UNKNOWN_WORLD, data: null });
    const apexApi = await t.apex().get('/v1/healthCheck/api').expect(404);
    expect(apexApi.body).toEqual({ message: NO_WORLD, data: null });
    const stranger = await t.apex().set('Host', 'evil.example').get('/').expect(421);
    expect(stranger.body.message).toBe(UNKNOWN_HOST);
    // A name two labels under the apex is no world's at all.
    await t.apex().set('Host', 'a.b.localhost:4500').get('/').expect(421);
  });
});

describe('the landing page hands the key over', () => {
  it('creates the world, then its host turns a one-time code into an HttpOnly cookie', async () => {
    t = await start();
    const started = await t.apex().post('/__worlds/start').expect(303);
    const next = new URL(started.headers.location as string);
    expect(next.pathname).toBe('/__sandbox/claim');
    expect(next.search).toMatch(/^\?code=/);
    const id = next.hostname.split('.')[0] as string;

    const visitor = t.apex().set('Host', worldHost(id));
    const claimed = await visitor.get(`${next.pathname}${next.search}`).expect(303);
    // On to the portal's one-click sign-in as the trial persona (the real flow, in the browser).
    expect(claimed.headers.location).toBe('/login?persona=trial%40example.com');
    const cookie = String(claimed.headers['set-cookie']);
    expect(cookie).toContain(`${SANDBOX_KEY_COOKIE}=`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    // As long as the world may live after a visit: a kept one's 30 days (TRIAL_KEPT_DAYS).
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    const keyPair = cookie.split(';')[0] as string;
    // The agent keeps the cookie: this visitor's control room opens, and each such call gives
    // the key again for as long as the world now lives, so a world in use keeps its key.
    const used = await visitor.get('/__sandbox/outbox').expect(200);
    const renewed = String(used.headers['set-cookie']);
    expect(renewed).toContain(keyPair);
    expect(renewed).toContain(`Max-Age=${30 * 24 * 3600}`);
    // A call with the key in the header sets no cookie.
    const byHeader = await t
      .apex()
      .set('Host', worldHost(id))
      .set('x-sandbox-key', decodeURIComponent(keyPair.slice(keyPair.indexOf('=') + 1)))
      .get('/__sandbox/outbox')
      .expect(200);
    expect(byHeader.headers['set-cookie']).toBeUndefined();

    // The code is good once: a second visitor with it gets no key.
    const other = t.apex().set('Host', worldHost(id));
    const again = await other.get(`${next.pathname}${next.search}`).expect(303);
    expect(again.headers['set-cookie']).toBeUndefined();
    await other.get('/__sandbox/outbox').expect(401);
  });

  it('shows the landing page with the reason when it cannot create one', async () => {
    t = await start({ env: { TRIAL_MAX_WORLDS: '1' } });
    await createWorld(t);
    const res = await t.apex().post('/__worlds/start').expect(503);
    expect(res.text).toContain(SANDBOX_FULL);
    expect(res.text).toContain('Start your sandbox');
  });
});

describe("the operator's calls", () => {
  it('lists the worlds for the operator only', async () => {
    t = await start();
    const world = await createWorld(t);
    await t.apex().get('/__worlds').expect(403);
    const list = await t.apex().get('/__worlds').set('x-sandbox-key', OPERATOR_KEY).expect(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: world.id,
        template: 'seed',
        createdAt: t.clock.now().toISOString(),
        expiresAt: world.expiresAt,
        loaded: false,
      }),
    ]);
    expect(list.body.data[0].sizeBytes).toBeGreaterThan(10_000);
  });

  it("deletes a world with the operator's key or its own, never another's", async () => {
    t = await start();
    const a = await createWorld(t);
    const b = await createWorld(t);
    const refused = await t.apex().delete(`/__worlds/${a.id}`).set('x-sandbox-key', b.key);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(WORLDS_MESSAGES.deleteRefused);
    await t.apex().delete(`/__worlds/${a.id}`).set('x-sandbox-key', a.key).expect(200);
    await t.apex().delete(`/__worlds/${b.id}`).set('x-sandbox-key', OPERATOR_KEY).expect(200);
    await t.apex().set('Host', worldHost(a.id)).get('/v1/healthCheck/api').expect(410);
    await t.apex().delete(`/__worlds/${b.id}`).set('x-sandbox-key', OPERATOR_KEY).expect(404);
  });

  it("says at a deleted world's address that it was removed, not that it expired", async () => {
    t = await start();
    const a = await createWorld(t);
    await t.apex().delete(`/__worlds/${a.id}`).set('x-sandbox-key', a.key).expect(200);
    const api = await t.apex().set('Host', worldHost(a.id)).get('/v1/healthCheck/api').expect(410);
    expect(api.body).toEqual({ message: WORLD_REMOVED, data: null });
    const page = await t
      .apex()
      .set('Host', worldHost(a.id))
      .get('/dashboard')
      .set('accept', 'text/html')
      .expect(410);
    expect(page.text).toContain('<h1>This sandbox was removed</h1>');
    expect(page.text).not.toContain('expired');
  });

  it('makes a snapshot saved in a world a template for new worlds', async () => {
    t = await start();
    const source = await createWorld(t);
    const inSource = t.apex().set('Host', worldHost(source.id)).set('x-sandbox-key', source.key);
    await inSource.patch('/__sandbox/scenarios').send({ consolesUnavailable: true }).expect(200);
    await inSource.post('/__sandbox/snapshots').send({ name: 'demo ready' }).expect(200);
    await t
      .apex()
      .post('/__worlds/templates')
      .set('x-sandbox-key', OPERATOR_KEY)
      .send({ name: 'demo', world: source.id, snapshot: 'demo ready' })
      .expect(201);
    const copy = await createWorld(t, 'demo');
    const scenarios = await t
      .apex()
      .set('Host', worldHost(copy.id))
      .set('x-sandbox-key', copy.key)
      .get('/__sandbox/scenarios')
      .expect(200);
    expect(scenarios.body.data.consolesUnavailable).toBe(true);
    // A reset returns to that template, and says so.
    const reset = await t
      .apex()
      .set('Host', worldHost(copy.id))
      .set('x-sandbox-key', copy.key)
      .post('/__sandbox/reset')
      .send({})
      .expect(200);
    expect(reset.body.message).toBe('Sandbox reset to the "demo" template');
  });

  it('refuses template names that are not lowercase letters, digits and -, or are reserved', async () => {
    t = await start();
    const source = await createWorld(t);
    const inSource = t.apex().set('Host', worldHost(source.id)).set('x-sandbox-key', source.key);
    await inSource.post('/__sandbox/snapshots').send({ name: 'ready' }).expect(200);
    const promote = (name: string) =>
      t
        .apex()
        .post('/__worlds/templates')
        .set('x-sandbox-key', OPERATOR_KEY)
        .send({ name, world: source.id, snapshot: 'ready' });
    for (const name of ['__proto__', 'SEED', 'Demo', 'demo ready', '-x', ''])
      expect((await promote(name)).body.message).toMatch(/lowercase letters, digits and -/);
    for (const name of ['constructor', 'prototype', 'con'])
      expect((await promote(name)).body.message).toMatch(/reserved/);
    await promote('demo-2').expect(201);
  });
});
