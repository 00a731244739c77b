import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { latestMfaCode } from '../support/test-app';
import { trialApps, worldHost } from '../support/trial-app';
import { asOperator, signedInSeller } from '../support/console';
import { SCENARIOS } from '../../../mock-server/src/seed/scenarios';

const start = trialApps();
const PERSONA = (SCENARIOS[0] as (typeof SCENARIOS)[number]).signsInAs;
const MINUTE = 60_000;
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

describe('signals from what prospects do', () => {
  it("a demo's first opening, its first and third action and a return visit reach the sales team once each", async () => {
    const t = await start({
      env: {
        TRIAL_WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
        TRIAL_WEBHOOK_SECRET: 'whsec-for-the-activity-tests',
      },
    });
    const seller = await signedInSeller(t);
    const made = await seller.agent.post('/__demos').send({ company: 'Acme Corp' }).expect(201);
    const demo = made.body.data as { id: string; url: string; worldId: string };
    const b = supertest.agent(t.app.server).set('Host', worldHost(demo.worldId));
    await b.get(pathOf(demo.url)).expect(303);
    const pre = await b.post('/v1/auth/login').send(PERSONA).expect(200);
    const code = await latestMfaCode({ api: b } as never, PERSONA.email);
    const mfa = await b
      .post('/v1/auth/mfa')
      .set('authorization', pre.headers.authorization as string)
      .send({ code })
      .expect(200);
    const auth = mfa.headers.authorization as string;
    for (const name of ['One', 'Two', 'Three', 'Four'])
      await b
        .post('/v1/teams/create')
        .set('authorization', auth)
        .send({ name, parentTeamId: null })
        .expect(200);
    await t.trial.activity.flush();
    t.clock.advance(31 * MINUTE);
    await b.get(pathOf(demo.url)).expect(303);
    // The link opened again: a return, and no second "opened".
    await t.trial.activity.flush();

    const listed = await asOperator(t).get('/__insights/deliveries').expect(200);
    const events = (listed.body.data.data as { type: string }[]).map((d) => d.type).sort();
    expect(events).toEqual(['demo.opened', 'demo.returned', 'world.milestone', 'world.milestone']);
    const mail = (await seller.agent.get('/__insights/outbox').expect(200)).body.data as {
      subject: string;
    }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('Acme Corp');
  });
});
