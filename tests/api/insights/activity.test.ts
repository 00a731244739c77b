import { describe, expect, it } from 'vitest';
import { bearer, latestMfaCode } from '../support/test-app';
import {
  createWorld,
  trialApps,
  worldHost,
  type TrialApp,
  visitorOf as browser,
} from '../support/trial-app';
import { asOperator, createDemo, signedInSeller } from '../support/console';
import { as, createBody } from '../support/vms';
import { networkBody } from '../support/networks';
import { SCENARIOS } from '../../../mock-server/src/seed/scenarios';

const start = trialApps();
const PERSONA = (SCENARIOS[0] as (typeof SCENARIOS)[number]).signsInAs;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const page = (path: string, agoMs = 0) => ({ path, agoMs });

const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

/** The prospect opens the link and signs in as the persona: the password, then the code. */
async function prospectOpens(t: TrialApp, demo: { url: string; worldId: string }) {
  const b = browser(t, demo.worldId);
  await b.api.get(pathOf(demo.url)).expect(303);
  const pre = await b.api.post('/v1/auth/login').send(PERSONA).expect(200);
  const code = await latestMfaCode(b, PERSONA.email);
  const mfa = await b.api
    .post('/v1/auth/mfa')
    .set('authorization', pre.headers.authorization as string)
    .send({ code })
    .expect(200);
  const token = String(mfa.headers.authorization).replace(/^Bearer /, '');
  return { browser: b, as: as(b, token), token, password: PERSONA.password, code };
}

const activityOf = async (t: TrialApp, id: string) => {
  await t.trial.activity.flush();
  const res = await asOperator(t).get(`/__demos/${id}/activity`).expect(200);
  return res.body.data as {
    summary: Record<string, number | string | null>;
    people: { visitor: number; visits: number; actions: number }[];
    sessions: {
      visitor: number;
      activeMinutes: number;
      events: { kind: string; detail: string }[];
    }[];
  };
};

describe('activity of a demo', () => {
  it('records the opening, the sign-in, pages and each action, with nothing secret', async () => {
    const t = await start();
    const demo = await createDemo(t, { company: 'Acme Corp' });
    const p = await prospectOpens(t, demo);
    await p.browser.api
      .post('/__activity/pages')
      .set('origin', `http://${worldHost(demo.worldId)}`)
      .send({ pages: [page('/dashboard'), page('/vms')] })
      .expect(200);
    const vm = await p.as.post('/v1/virtualMachines/create', createBody({ name: 'demo-web' }));
    expect(vm.status).toBe(200);
    await p.as.post('/v1/networks/create', networkBody({ name: 'Demo Net' })).expect(200);
    await p.as.post('/v1/teams/create', { name: 'Demo Team', parentTeamId: null }).expect(200);
    await p.as
      .post('/v1/support/sendEmail', { message: 'a private message to support' })
      .expect(200);
    await p.as
      .get('/assets/support/Portal%20Guides%20and%20Information/Portal%20Quick%20Tips.md')
      .expect(200);
    // A refused call records nothing.
    await p.as.post('/v1/networks/create', { name: '' }).expect(400);

    const activity = await activityOf(t, demo.id);
    const events = activity.sessions.flatMap((s) => s.events);
    expect(events.map((e) => [e.kind, e.detail])).toEqual([
      ['opened', 'the demo link'],
      ['signed-in', ''],
      ['page', '/dashboard'],
      ['page', '/vms'],
      ['vm.created', 'demo-web'],
      ['network.created', 'Demo Net'],
      ['team.created', 'Demo Team'],
      ['ticket.created', ''],
      ['document.read', 'support/Portal Guides and Information/Portal Quick Tips.md'],
    ]);
    expect(activity.summary).toMatchObject({ visits: 1, pagesViewed: 2, actions: 5, visitors: 1 });
    const text = JSON.stringify(activity);
    for (const secret of [p.password, p.code, p.token, 'a private message'])
      expect(text).not.toContain(secret);

    const listed = await asOperator(t).get('/__demos?sort=actions').expect(200);
    expect(listed.body.data.data[0]).toMatchObject({ id: demo.id, visits: 1, actions: 5 });
  });

  it("records VM actions, invitations and a VM's console by name", async () => {
    const t = await start();
    const demo = await createDemo(t);
    const p = await prospectOpens(t, demo);
    const list = await p.as.get('/v1/virtualMachines/list', { size: 100 }).expect(200);
    const vms = list.body.data.data as { id: number; name: string; status: string }[];
    const running = vms.filter((vm) => vm.status === 'Running');
    const [stopped, inConsole] = running as [(typeof vms)[number], (typeof vms)[number]];
    await p.as.post(`/v1/virtualMachines/stop/${stopped.id}`).expect(200);
    await p.as.get(`/v1/virtualMachines/getConsole/${inConsole.id}`).expect(200);
    await p.as
      .post('/v1/users/create', { email: 'colleague@prospect.example', roleId: 2 })
      .expect(200);

    const events = (await activityOf(t, demo.id)).sessions.flatMap((s) => s.events);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'vm.action', detail: `stop ${stopped.name}` }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'user.invited', detail: 'colleague@prospect.example' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'console.opened', detail: inConsole.name }),
    );
  });

  it('splits visits at 30 minutes without activity and tells forwarded visitors apart', async () => {
    const t = await start();
    const demo = await createDemo(t);
    const first = await prospectOpens(t, demo);
    t.clock.advance(29 * MINUTE);
    await first.browser.api
      .post('/__activity/pages')
      .send({ pages: [page('/vms')] })
      .expect(200);
    t.clock.advance(31 * MINUTE);
    await first.browser.api
      .post('/__activity/pages')
      .send({ pages: [page('/networks')] })
      .expect(200);
    // The link forwarded to a colleague: another browser, another visitor.
    await browser(t, demo.worldId).api.get(pathOf(demo.url)).expect(303);

    const activity = await activityOf(t, demo.id);
    expect(activity.summary).toMatchObject({ visits: 3, visitors: 2 });
    expect(activity.sessions.map((s) => [s.visitor, s.events.map((e) => e.kind)])).toEqual([
      [2, ['opened']],
      [1, ['page']],
      [1, ['opened', 'signed-in', 'page']],
    ]);
    // Active minutes count only the minutes with an event: 0 and 29, not the 29 between.
    expect(activity.sessions[2]?.activeMinutes).toBe(2);
    expect(activity.people.map((p) => [p.visitor, p.visits])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('dates a page by when it was viewed, by the sandbox clock', async () => {
    const t = await start();
    const demo = await createDemo(t);
    const b = browser(t, demo.worldId);
    await b.api
      .post('/__activity/pages')
      .send({ pages: [page('/networks', MINUTE), page('/teams')] })
      .expect(200);
    await t.trial.activity.flush();
    const events = await t.trial.activity.read(demo.worldId);
    expect(events.map((e) => [e.detail, t.clock.now().getTime() - e.at.getTime()])).toEqual([
      ['/networks', MINUTE],
      ['/teams', 0],
    ]);
  });

  it('keeps the activity through a reset, and removes it with the demo', async () => {
    const t = await start();
    const demo = await createDemo(t);
    await prospectOpens(t, demo);
    await asOperator(t).post(`/__demos/${demo.id}/reset`).expect(200);
    expect((await activityOf(t, demo.id)).summary.visits).toBe(1);
    await asOperator(t).delete(`/__demos/${demo.id}`).expect(200);
    expect(await t.trial.activity.read(demo.worldId)).toEqual([]);
  });

  it('keeps the timeline of a demo whose world is gone: revoked, or expired and swept', async () => {
    const t = await start();
    const revoked = await createDemo(t, { company: 'Revoked Inc', days: 1 });
    const expired = await createDemo(t, { company: 'Expired Inc', days: 1 });
    await prospectOpens(t, revoked);
    await prospectOpens(t, expired);
    await asOperator(t).post(`/__demos/${revoked.id}/revoke`).expect(200);
    t.clock.advance(2 * DAY);
    await t.trial.sweep();
    for (const demo of [revoked, expired]) {
      const activity = await activityOf(t, demo.id);
      expect(activity.summary.visits).toBe(1);
      expect(activity.sessions[0]?.events.map((e) => e.kind)).toEqual(['opened', 'signed-in']);
    }
    await asOperator(t).delete(`/__demos/${expired.id}`).expect(200);
    expect(await t.trial.activity.read(expired.worldId)).toEqual([]);
  });

  it("removes a trial world's activity with the world", async () => {
    const t = await start();
    const world = await createWorld(t);
    t.trial.activity.record(world.id, 'page', '/dashboard', null);
    await t.trial.activity.flush();
    expect(await t.trial.activity.read(world.id)).toHaveLength(1);
    await t.trial.remove(world.id, 'deleted');
    expect(await t.trial.activity.read(world.id)).toEqual([]);
  });

  it('records nothing where the operator turned recording off', async () => {
    const t = await start({ env: { TRIAL_RECORD_ACTIVITY: '0' } });
    const demo = await createDemo(t);
    const p = await prospectOpens(t, demo);
    await p.as.post('/v1/teams/create', { name: 'Quiet Team', parentTeamId: null }).expect(200);
    await p.browser.api
      .post('/__activity/pages')
      .send({ pages: [page('/vms')] })
      .expect(404);
    expect((await activityOf(t, demo.id)).sessions).toEqual([]);
  });

  it("takes page views only from the world's own pages", async () => {
    const t = await start();
    const demo = await createDemo(t);
    const b = browser(t, demo.worldId);
    await b.api
      .post('/__activity/pages')
      .set('origin', 'http://evil.example')
      .send({ pages: [page('/x')] })
      .expect(403);
    await b.api
      .post('/__activity/pages')
      .set('sec-fetch-site', 'cross-site')
      .send({ pages: [page('/x')] })
      .expect(403);
    await b.api
      .post('/__activity/pages')
      .send({ pages: [page('no-slash')] })
      .expect(400);
    await b.api.post('/__activity/pages').send({ pages: [] }).expect(400);
    await b.api
      .post('/__activity/pages')
      .send({ pages: [page('/x', 11 * MINUTE)] })
      .expect(400);
    await b.api
      .post('/__activity/pages')
      .send({ pages: ['/x'] })
      .expect(400);
    expect((await activityOf(t, demo.id)).summary.pagesViewed).toBe(0);
  });

  it("is the sales team's: a world's visitor or key gets 401, a seller gets in", async () => {
    const t = await start();
    const demo = await createDemo(t);
    const p = await prospectOpens(t, demo);
    await t
      .apex()
      .get(`/__demos/${demo.id}/activity`)
      .set('authorization', bearer(p.token))
      .expect(401);
    const { agent } = await signedInSeller(t);
    await agent.get(`/__demos/${demo.id}/activity`).expect(200);
    await agent.get('/__demos/nope/activity').expect(404);
  });
});
