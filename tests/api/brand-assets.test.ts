import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyProspect } from '../../mock-server/src/domain/branding/prospect';
import { readConfig } from '../../mock-server/src/config';
import { copyOfWorld } from '../../mock-server/src/model/world-json';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { TEST_PASSWORD_COST } from '../support/password-cost';
import {
  bearer,
  createTestApp,
  DEMO,
  madeWorlds,
  seededWorld,
  signIn,
  TEST_NOW,
} from './support/test-app';
import { createWorld, inWorld, OPERATOR_KEY, trialApps, worldHost } from './support/trial-app';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 7, 7, 7]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
const prospect = {
  company: 'Acme Robotics',
  logo: `data:image/png;base64,${PNG.toString('base64')}`,
  tabIcon: `data:image/svg+xml,${encodeURIComponent(SVG)}`,
};

describe('brand images of a world (one world)', () => {
  it('serves each with its type, nosniff, a CSP for SVG, revalidated by its hash; 404 otherwise', async () => {
    const t = await createTestApp();
    await t.store.mutate((w) => void applyProspect(w, DEMO.reseller.email, prospect));

    const logo = await t.api.get('/branding/assets/1').buffer(true).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toBe('no-cache');
    expect(Buffer.from(logo.body as Buffer)).toEqual(PNG);
    await t.api.get('/branding/assets/1').set('if-none-match', logo.headers.etag!).expect(304);

    const icon = await t.api.get('/branding/assets/2').buffer(true).expect(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(String(icon.body)).toBe(SVG);
    expect(icon.headers.etag).not.toBe(logo.headers.etag);

    for (const id of ['3', '0', 'x', '1.5', '01'])
      expect((await t.api.get(`/branding/assets/${id}`).expect(404)).body.message).toBe(
        'There is no such brand image',
      );
    // The static logos under /branding are still served.
    await t.api.get('/branding/skyline-logo.svg').expect(200);
  });

  it("shows the prospect's brand to the persona and to the reseller's customers", async () => {
    const t = await createTestApp();
    await t.store.mutate((w) => void applyProspect(w, DEMO.reseller.email, prospect));
    const origin = t.config.publicOrigin;
    for (const who of ['reseller', 'resellerCustomer'] as const) {
      const s = await signIn(t, DEMO[who].email, DEMO[who].password);
      const me = await t.api.get('/v1/users/me').set('authorization', bearer(s.accessToken));
      expect(me.body.data).toMatchObject({
        resellerName: 'Acme Robotics',
        logoUrl: `${origin}/branding/assets/1`,
        tabLogoUrl: `${origin}/branding/assets/2`,
      });
    }
  });
});

describe('brand images of a world (hosted trial)', () => {
  const start = trialApps();

  it('serves a world its own images only', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'trial-'));
    const config = readConfig({ SANDBOX_DATA_DIR: dir, SANDBOX_DEMO: '1', ...TEST_PASSWORD_COST });
    const seed = await seededWorld(config, new Date(TEST_NOW));
    const branded = copyOfWorld(seed);
    applyProspect(branded, DEMO.customer.email, prospect);
    await mkdir(path.join(dir, 'templates'), { recursive: true });
    for (const [name, made] of await madeWorlds(config, new Date(TEST_NOW)))
      await writeFile(path.join(dir, 'templates', `${name}.json`), JSON.stringify(made));
    await writeFile(path.join(dir, 'templates', 'acme.json'), JSON.stringify(branded));
    const t = await start({ dir, clock: fakeClock(TEST_NOW) });

    const acme = await createWorld(t, 'acme');
    const plain = await createWorld(t);
    const logo = await inWorld(t, acme).api.get('/branding/assets/1').buffer(true).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.from(logo.body as Buffer)).toEqual(PNG);
    await inWorld(t, plain).api.get('/branding/assets/1').expect(404);
    // Nor on the apex, which is no world.
    await t.apex().get('/branding/assets/1').set('x-sandbox-key', OPERATOR_KEY).expect(404);
    expect(worldHost(acme.id)).not.toBe(worldHost(plain.id));
  });
});
