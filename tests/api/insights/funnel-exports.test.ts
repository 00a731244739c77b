import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { latestMfaCode } from '../support/test-app';
import { createWorld, trialApps, worldHost, type TrialApp } from '../support/trial-app';
import { asOperator, createDemo } from '../support/console';
import { SCENARIOS } from '../../../mock-server/src/seed/scenarios';

const start = trialApps();
const PERSONA = (SCENARIOS[0] as (typeof SCENARIOS)[number]).signsInAs;
const DAY = 24 * 3_600_000;

const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;
const visit = (t: TrialApp, worldId: string) =>
  supertest.agent(t.app.server).set('Host', worldHost(worldId));

async function signIn(t: TrialApp, worldId: string) {
  const b = visit(t, worldId);
  const pre = await b.post('/v1/auth/login').send(PERSONA).expect(200);
  const code = await latestMfaCode({ api: b } as never, PERSONA.email);
  const mfa = await b
    .post('/v1/auth/mfa')
    .set('authorization', pre.headers.authorization as string)
    .send({ code })
    .expect(200);
  return { b, auth: mfa.headers.authorization as string };
}

const period = (t: TrialApp) => ({
  from: new Date(t.clock.now().getTime() - DAY).toISOString(),
  to: new Date(t.clock.now().getTime() + 3 * DAY).toISOString(),
});

describe('the funnel and the exports', () => {
  it('counts how far the demos of a period got, trials apart', async () => {
    const t = await start();
    const never = await createDemo(t, { company: 'Never' });
    const opened = await createDemo(t, { company: 'Opened' });
    const active = await createDemo(t, { company: 'Active' });
    await createWorld(t);
    expect(never.id).toBeTruthy();
    await visit(t, opened.worldId).get(pathOf(opened.url)).expect(303);
    await visit(t, active.worldId).get(pathOf(active.url)).expect(303);
    const { b, auth } = await signIn(t, active.worldId);
    for (const name of ['One', 'Two', 'Three'])
      await b
        .post('/v1/teams/create')
        .set('authorization', auth)
        .send({ name, parentTeamId: null })
        .expect(200);
    t.clock.advance(DAY);
    await visit(t, active.worldId).get(pathOf(active.url)).expect(303);
    await t.trial.activity.flush();

    const funnel = await asOperator(t)
      .get('/__insights')
      .query({ ...period(t), kind: 'demo' });
    expect(funnel.status).toBe(200);
    expect(
      (funnel.body.data.steps as { step: string; worlds: number }[]).map((s) => [s.step, s.worlds]),
    ).toEqual([
      ['created', 3],
      ['opened', 2],
      ['signed-in', 1],
      ['first-action', 1],
      ['three-actions', 1],
      ['came-back', 1],
    ]);
    const trials = await asOperator(t)
      .get('/__insights')
      .query({ ...period(t), kind: 'trial' });
    expect(trials.body.data.steps[0]).toMatchObject({ step: 'created', worlds: 1 });
    // A period that ended before they were made counts none.
    const before = await asOperator(t)
      .get('/__insights')
      .query({ from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' });
    expect(before.body.data.steps[0].worlds).toBe(0);
  });

  it('refuses a period backwards or longer than a year', async () => {
    const t = await start();
    await asOperator(t)
      .get('/__insights')
      .query({ from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' })
      .expect(400);
    await asOperator(t)
      .get('/__insights/events.csv')
      .query({ from: '2020-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' })
      .expect(400);
    await asOperator(t).get('/__insights').query({ from: 'yesterday', to: 'now' }).expect(400);
  });

  it('exports demos and events as RFC 4180 CSV that no spreadsheet runs as a formula', async () => {
    const t = await start();
    const demo = await createDemo(t, { company: '=HYPERLINK("http://evil.example","Win")' });
    await createDemo(t, { company: 'Plain, "quoted" Co' });
    await visit(t, demo.worldId).get(pathOf(demo.url)).expect(303);
    await t.trial.activity.flush();

    const demos = await asOperator(t).get('/__demos.csv').expect(200);
    expect(demos.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(demos.headers['content-disposition']).toBe('attachment; filename="demos.csv"');
    const lines = demos.text.split('\r\n');
    expect(lines[0]).toMatch(/^id,company,template,/);
    expect(lines).toHaveLength(4); // header, two demos, and the last CRLF
    expect(demos.text).toContain(',"\'=HYPERLINK(""http://evil.example"",""Win"")",');
    expect(demos.text).toContain(',"Plain, ""quoted"" Co",');

    const events = await asOperator(t).get('/__insights/events.csv').query(period(t)).expect(200);
    expect(events.text.split('\r\n')[0]).toBe('world,kind,company,at,event,detail,visitor');
    expect(events.text).toContain(`${demo.worldId},demo,"'=HYPERLINK(`);
    expect(events.text).toContain(',opened,the demo link,1\r\n');
  });

  it('exports only for the sales team', async () => {
    const t = await start();
    await t.apex().get('/__demos.csv').expect(401);
    await t.apex().get('/__insights').query(period(t)).expect(401);
  });
});
