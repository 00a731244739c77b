import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../../mock-server/src/seed/scenarios';
import { bearer, signIn } from '../support/test-app';
import {
  createWorld,
  inWorld,
  trialApps,
  worldHost,
  visitorOf as visitor,
} from '../support/trial-app';
import { asOperator, createDemo, signedInSeller } from '../support/console';

const start = trialApps();
const DAY = 24 * 3_600_000;
const PERSONA = (SCENARIOS[0] as (typeof SCENARIOS)[number]).signsInAs;
const ADA = { name: 'Ada Lovelace', workEmail: 'ada@acme.example', company: 'Acme Robotics' };

describe('a kept world', () => {
  it('is still kept after a restart on the same data folder, with its lead and lifetime', async () => {
    const first = await start({ env: { TRIAL_TTL_HOURS: '24', TRIAL_KEPT_DAYS: '30' } });
    const created = await createWorld(first);
    await inWorld(first, created).api.post('/__sandbox/keep').send(ADA).expect(200);
    await first.close();

    const again = await start({
      dir: first.dir,
      clock: first.clock,
      env: { TRIAL_TTL_HOURS: '24', TRIAL_KEPT_DAYS: '30' },
    });
    again.clock.advance(10 * DAY);
    expect(await again.trial.sweep()).toBe(0);
    const world = inWorld(again, created);
    const info = (await world.api.get('/__sandbox/info').expect(200)).body.data.hosted;
    expect(info).toMatchObject({
      kept: true,
      expiresAt: new Date(again.clock.now().getTime() + 30 * DAY).toISOString(),
    });
    // Keeping it again after the restart is the same lead.
    const repeat = await world.api.post('/__sandbox/keep').send(ADA).expect(200);
    expect(repeat.body.message).toBe('This sandbox was already kept; its details are up to date');
  });
});

describe("the sales console's Trials kept", () => {
  it('lists kept and contacting worlds, the latest first, with their leads, to every console user', async () => {
    const t = await start();
    const kept = await createWorld(t);
    const asking = await createWorld(t);
    await createWorld(t);
    await inWorld(t, kept).api.post('/__sandbox/keep').send(ADA).expect(200);
    t.clock.advance(60_000);
    const contact = { message: 'Call me', preferredContact: '+1 555 0100 200' };
    await inWorld(t, asking).api.post('/__sandbox/contact-sales').send(contact).expect(200);

    const leads = (await asOperator(t).get('/__leads').expect(200)).body.data;
    expect(leads).toEqual([
      expect.objectContaining({
        worldId: asking.id,
        url: `http://${worldHost(asking.id)}/`,
        demoId: null,
        kept: null,
        contacts: [{ ...contact, at: t.clock.now().toISOString() }],
      }),
      expect.objectContaining({
        worldId: kept.id,
        kept: expect.objectContaining(ADA),
        contacts: [],
        expiresAt: new Date(t.clock.now().getTime() - 60_000 + 30 * DAY).toISOString(),
      }),
    ]);
    const { agent } = await signedInSeller(t);
    const seen = (await agent.get('/__leads').expect(200)).body.data as { worldId: string }[];
    expect(seen.map((l) => l.worldId)).toEqual([asking.id, kept.id]);
    // Nobody else: a world's own key opens nothing on the apex.
    await t.apex().get('/__leads').set('x-sandbox-key', kept.key).expect(401);
  });

  it('names the demo a kept world is of, kept by its signed-in prospect, its end left as its seller set it', async () => {
    // Webhooks on (never sent: no sender runs here), so the signal is a stored delivery.
    const t = await start({
      env: {
        TRIAL_WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
        TRIAL_WEBHOOK_SECRET: 'whsec-for-kept-demos',
      },
    });
    const demo = await createDemo(t);
    const prospect = visitor(t, demo.worldId);
    // The prospect holds no key: their session in the world is what lets them keep it.
    await prospect.api.post('/__sandbox/keep').send(ADA).expect(401);
    const { accessToken } = await signIn(prospect, PERSONA.email, PERSONA.password);
    const res = await prospect.api
      .post('/__sandbox/keep')
      .set('authorization', bearer(accessToken))
      .send(ADA)
      .expect(200);
    expect(res.body.data.expiresAt).toBe(new Date(demo.expiresAt).toISOString());
    const leads = (await asOperator(t).get('/__leads').expect(200)).body.data;
    expect(leads).toEqual([expect.objectContaining({ worldId: demo.worldId, demoId: demo.id })]);
    const sent = (await asOperator(t).get('/__insights/deliveries').expect(200)).body.data.data;
    expect(sent).toContainEqual(
      expect.objectContaining({
        type: 'trial.kept',
        summary: 'The demo for Acme Corp was kept by Ada Lovelace (Acme Robotics)',
      }),
    );

    // Another world's session opens nothing here.
    const other = await createWorld(t);
    await prospect.api
      .post('/__sandbox/contact-sales')
      .set('authorization', bearer(accessToken))
      .send({ message: 'Hi', preferredContact: 'ada@acme.example' })
      .expect(200);
    await t
      .apex()
      .set('Host', worldHost(other.id))
      .post('/__sandbox/keep')
      .set('authorization', bearer(accessToken))
      .send(ADA)
      .expect(401);
  });
});
