import { describe, expect, it } from 'vitest';
import { DEMO_DAYS_MAX, DEMO_MESSAGES } from '@contract/demos';
import { signIn } from '../support/test-app';
import { trialApps, type TrialApp, visitorOf as visitor } from '../support/trial-app';
import { asOperator, createDemo, signedInSeller } from '../support/console';
import { SCENARIOS } from '../../../mock-server/src/seed/scenarios';

const start = trialApps();
const DAY = 24 * 3_600_000;
/** Demos made without a template start from the first scenario, signed in as its persona. */
const FIRST = SCENARIOS[0] as (typeof SCENARIOS)[number];
const PERSONA = FIRST.signsInAs;

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const companyOfPersona = async (t: TrialApp, worldId: string) => {
  const lease = await t.trial.lease(worldId);
  if (!lease) throw new Error('no world');
  try {
    const { users, companies } = lease.world.store.data;
    const user = users.find((u) => u.email === PERSONA.email);
    return companies.find((c) => c.id === user?.companyId)?.name;
  } finally {
    lease.release();
  }
};

/** The persona's sign-in codes in the world's outbox: each sign-in is a change of the world. */
async function codesInOutbox(t: TrialApp, worldId: string): Promise<number> {
  const lease = await t.trial.lease(worldId);
  if (!lease) throw new Error('no world');
  try {
    const { outbox } = lease.world.store.data;
    return outbox.filter((m) => m.kind === 'mfa' && m.to === PERSONA.email).length;
  } finally {
    lease.release();
  }
}

/** The prospect signs in: a change of the world (a code in its outbox). */
const prospectSignsIn = (t: TrialApp, worldId: string) =>
  signIn(visitor(t, worldId), PERSONA.email, PERSONA.password);

describe('demos of the sales console', () => {
  it('lists the templates with the persona each signs in as', async () => {
    const t = await start();
    const res = await asOperator(t).get('/__demos/templates').expect(200);
    expect(res.body.message).toBe(DEMO_MESSAGES.templates);
    expect(res.body.data.map((x: { name: string }) => x.name)).toEqual(
      SCENARIOS.map((x) => x.name),
    );
    expect(res.body.data[0].signsInAs).toEqual(PERSONA);
    expect(res.body.data[0].kind).toBe('scenario');
  });

  it("makes a demo world with the prospect's name, shared by a link that signs in on the dashboard", async () => {
    const t = await start();
    const { agent } = await signedInSeller(t);
    const res = await agent
      .post('/__demos')
      .send({ company: 'Acme Corp', days: 10, note: 'Call on Tuesday', contact: { name: 'Jo' } })
      .expect(201);
    const demo = res.body.data;
    expect(res.body.message).toBe(DEMO_MESSAGES.created);
    expect(demo.url).toMatch(
      new RegExp(`^http://${demo.worldId}\\.localhost:4500/__demo/open\\?token=[\\w-]{20,}$`),
    );
    expect(new Date(demo.expiresAt).getTime()).toBe(t.clock.now().getTime() + 10 * DAY);
    expect(await companyOfPersona(t, demo.worldId)).toBe('Acme Corp');

    const opened = await visitor(t, demo.worldId).api.get(pathOf(demo.url)).expect(303);
    expect(opened.headers.location).toBe(`/login?persona=${encodeURIComponent(PERSONA.email)}`);
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(String(opened.headers['set-cookie'] ?? '')).not.toMatch(/sandbox_key/);
    // Anyone it is forwarded to: it opens again.
    await visitor(t, demo.worldId).api.get(pathOf(demo.url)).expect(303);
    // A token of no demo of this world lands on the sign-in page, with no persona.
    const bad = await visitor(t, demo.worldId).api.get('/__demo/open?token=nope').expect(303);
    expect(bad.headers.location).toBe('/login');

    const detail = await agent.get(`/__demos/${demo.id}`).expect(200);
    expect(detail.body.data).toMatchObject({
      company: 'Acme Corp',
      template: FIRST.name,
      status: 'opened',
      url: demo.url,
      note: 'Call on Tuesday',
      contact: { name: 'Jo', email: null },
      signsInAs: PERSONA,
      createdBy: { kind: 'seller', name: 'Sam Seller' },
    });
    expect(detail.body.data.lastOpenedAt).not.toBeNull();
    expect(detail.body.data.history).toEqual([
      expect.objectContaining({
        action: 'created',
        by: expect.objectContaining({ name: 'Sam Seller' }),
      }),
    ]);
  });

  it('lists demos newest first, paged, searched and sorted, shared by every seller', async () => {
    const t = await start();
    for (const company of ['Beta', 'Alpha', 'Gamma']) {
      await createDemo(t, { company });
      t.clock.advance(1000);
    }
    const { agent } = await signedInSeller(t);
    const all = await agent.get('/__demos').expect(200);
    expect(all.body.data.data.map((d: { company: string }) => d.company)).toEqual([
      'Gamma',
      'Alpha',
      'Beta',
    ]);
    expect(all.body.data.total).toBe(3);
    expect(all.body.data.data[0].status).toBe('not-opened');
    const paged = await agent.get('/__demos').query({ size: 2, page: 2 }).expect(200);
    expect(paged.body.data).toMatchObject({ total: 3, totalPages: 2 });
    expect(paged.body.data.data.map((d: { company: string }) => d.company)).toEqual(['Beta']);
    const sorted = await agent
      .get('/__demos')
      .query({ sort: 'company', descending: 'false' })
      .expect(200);
    expect(sorted.body.data.data.map((d: { company: string }) => d.company)).toEqual([
      'Alpha',
      'Beta',
      'Gamma',
    ]);
    const searched = await agent.get('/__demos').query({ search: 'alp' }).expect(200);
    expect(searched.body.data.data.map((d: { company: string }) => d.company)).toEqual(['Alpha']);
    await agent.get('/__demos').query({ sort: 'nonsense' }).expect(400);
  });

  it('resets to the prepared state, and prepares from the current one', async () => {
    const t = await start();
    const demo = await createDemo(t);
    await prospectSignsIn(t, demo.worldId);
    expect(await codesInOutbox(t, demo.worldId)).toBe(1);
    await asOperator(t).post(`/__demos/${demo.id}/reset`).expect(200);
    expect(await codesInOutbox(t, demo.worldId)).toBe(0);
    expect(await companyOfPersona(t, demo.worldId)).toBe('Acme Corp');

    await prospectSignsIn(t, demo.worldId);
    await asOperator(t).post(`/__demos/${demo.id}/prepare`).expect(200);
    await prospectSignsIn(t, demo.worldId);
    expect(await codesInOutbox(t, demo.worldId)).toBe(2);
    await asOperator(t).post(`/__demos/${demo.id}/reset`).expect(200);
    expect(await codesInOutbox(t, demo.worldId)).toBe(1);

    const detail = await asOperator(t).get(`/__demos/${demo.id}`).expect(200);
    expect(detail.body.data.history.map((h: { action: string }) => h.action)).toEqual([
      'created',
      'reset',
      'prepared',
      'reset',
    ]);
  });

  it('extends up to 60 days from now', async () => {
    const t = await start();
    const demo = await createDemo(t, { company: 'Acme', days: 14 });
    const res = await asOperator(t).post(`/__demos/${demo.id}/extend`, { days: 10 }).expect(200);
    expect(new Date(res.body.data.expiresAt).getTime()).toBe(t.clock.now().getTime() + 24 * DAY);
    const capped = await asOperator(t).post(`/__demos/${demo.id}/extend`, { days: 60 }).expect(200);
    expect(new Date(capped.body.data.expiresAt).getTime()).toBe(
      t.clock.now().getTime() + DEMO_DAYS_MAX * DAY,
    );
    await asOperator(t).post(`/__demos/${demo.id}/extend`, { days: 0 }).expect(400);
    // The world lives as long: still open after the first 14 days.
    t.clock.advance(20 * DAY);
    await visitor(t, demo.worldId)
      .api.get('/login')
      .expect((r) => expect(r.status).not.toBe(410));
  });

  it('answers 410 everywhere in a revoked demo, and in an expired one', async () => {
    const t = await start();
    const demo = await createDemo(t);
    await asOperator(t).post(`/__demos/${demo.id}/revoke`).expect(200);
    const link = await visitor(t, demo.worldId).api.get(pathOf(demo.url)).expect(410);
    expect(link.body.message).toBe(DEMO_MESSAGES.linkRevoked);
    const page = await visitor(t, demo.worldId).api.get('/').set('accept', 'text/html').expect(410);
    expect(page.text).toContain(DEMO_MESSAGES.linkRevoked);
    await visitor(t, demo.worldId).api.post('/v1/auth/login').send(PERSONA).expect(410);
    const revoked = await asOperator(t).get(`/__demos/${demo.id}`).expect(200);
    expect(revoked.body.data.status).toBe('revoked');
    await asOperator(t).post(`/__demos/${demo.id}/reset`).expect(410);

    const short = await createDemo(t, { company: 'Short', days: 1 });
    t.clock.advance(DAY + 1000);
    const expired = await visitor(t, short.worldId).api.get(pathOf(short.url)).expect(410);
    expect(expired.body.message).toBe(DEMO_MESSAGES.linkExpired);
    const listed = await asOperator(t).get(`/__demos/${short.id}`).expect(200);
    expect(listed.body.data.status).toBe('expired');
  });

  it('sweeps a demo world at its end, however recently it was seen', async () => {
    const t = await start();
    const demo = await createDemo(t, { company: 'Acme', days: 1 });
    expect(await t.trial.sweep()).toBe(0);
    t.clock.advance(DAY + 1000);
    expect(await t.trial.sweep()).toBe(1);
    expect(await t.trial.lease(demo.worldId)).toBeNull();
  });

  it('deletes a demo and its world', async () => {
    const t = await start();
    const demo = await createDemo(t);
    const res = await asOperator(t).delete(`/__demos/${demo.id}`).expect(200);
    expect(res.body.message).toBe(DEMO_MESSAGES.deleted);
    await asOperator(t).get(`/__demos/${demo.id}`).expect(404);
    await visitor(t, demo.worldId).api.get('/v1/info').expect(410);
    await asOperator(t).delete(`/__demos/${demo.id}`).expect(404);
  });

  it('refuses bad input, unknown templates and unknown ids', async () => {
    const t = await start();
    const post = (body: object) => asOperator(t).post('/__demos', body);
    await post({}).expect(400);
    await post({ company: '   ' }).expect(400);
    await post({ company: 'x'.repeat(101) }).expect(400);
    await post({ company: 'Acme', days: 61 }).expect(400);
    await post({ company: 'Acme', days: 0 }).expect(400);
    const unknown = await post({ company: 'Acme', template: 'nope' }).expect(400);
    expect(unknown.body.message).toBe(
      DEMO_MESSAGES.unknownTemplate(
        'nope',
        SCENARIOS.map((x) => x.name),
      ),
    );
    const gif = await post({ company: 'Acme', logo: 'data:image/gif;base64,R0lGODlh' }).expect(400);
    expect(gif.body.message).toBe(DEMO_MESSAGES.imageType);
    for (const bytes of [256 * 1024 + 10, 600 * 1024]) {
      const big = `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;
      const tooLarge = await post({ company: 'Acme', logo: big }).expect(413);
      expect(tooLarge.body.message).toBe(DEMO_MESSAGES.imageTooLarge);
    }
    // Past what a call may send at all: refused before it is read.
    const huge = `data:image/png;base64,${Buffer.alloc(900 * 1024).toString('base64')}`;
    await post({ company: 'Acme', logo: huge }).expect(413);
    for (const path of ['', '/reset', '/prepare', '/revoke'])
      await (
        path ? asOperator(t).post(`/__demos/unknown${path}`) : asOperator(t).get('/__demos/unknown')
      ).expect(404);
    await asOperator(t).post('/__demos/unknown/extend', { days: 3 }).expect(404);
    await asOperator(t).delete('/__demos/unknown').expect(404);
  });

  it("shows the prospect's logo, checked and sanitised", async () => {
    const t = await start();
    const svg = (body: string) =>
      `data:image/svg+xml;base64,${Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`,
      ).toString('base64')}`;
    const unsafe = [
      '<script>alert(1)</script>',
      '<rect onload="alert(1)" width="1" height="1"/>',
      '<image href="https://evil.example/x.png"/>',
    ];
    for (const body of unsafe) {
      const res = await asOperator(t).post('/__demos', { company: 'Acme', logo: svg(body) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(DEMO_MESSAGES.svgUnsafe);
    }
    const demo = await createDemo(t, {
      company: 'Acme',
      logo: svg('<rect width="10" height="10"/>'),
    });
    const detail = await asOperator(t).get(`/__demos/${demo.id}`).expect(200);
    const logoUrl = detail.body.data.logoUrl as string;
    expect(logoUrl).toMatch(
      new RegExp(`^http://${demo.worldId}\\.localhost:4500/branding/assets/\\d+$`),
    );
    expect(detail.body.data.tabIconUrl).toBe(logoUrl);
    const image = await visitor(t, demo.worldId).api.get(new URL(logoUrl).pathname).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it("answers 404 for another trial's demo", async () => {
    const a = await start();
    const b = await start();
    const demo = await createDemo(a);
    await asOperator(b).get(`/__demos/${demo.id}`).expect(404);
    await asOperator(b).post(`/__demos/${demo.id}/reset`).expect(404);
    await asOperator(b).delete(`/__demos/${demo.id}`).expect(404);
  });
});
