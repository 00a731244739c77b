import { describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '@contract/sales-leads';
import { createTestApp } from '../support/test-app';
import { outboxOf } from '../support/outbox';
import { asOperator } from '../support/console';
import { createWorld, inWorld, trialApps, worldHost, type TrialApp } from '../support/trial-app';

const start = trialApps();
const DAY = 24 * 3_600_000;
const ADA = { name: 'Ada Lovelace', workEmail: 'Ada@Acme.example', company: 'Acme Robotics' };
const CALL_ME = {
  message: 'Please call me about a real account.',
  preferredContact: '+44 20 7946 0000',
};
// Webhooks on (never sent here: no sender runs), so each signal is a stored delivery to read.
const WEBHOOKS = {
  TRIAL_WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
  TRIAL_WEBHOOK_SECRET: 'whsec-for-the-lead-tests',
};

async function trialWithWorld(env: Record<string, string> = {}) {
  const t = await start({ env: { ...WEBHOOKS, ...env } });
  const created = await createWorld(t);
  return { t, created, world: inWorld(t, created) };
}

const deliveries = async (t: TrialApp) =>
  (await asOperator(t).get('/__insights/deliveries').expect(200)).body.data.data as {
    type: string;
    world: string;
    summary: string;
  }[];

describe('keeping a hosted world', () => {
  it('keeps it TRIAL_KEPT_DAYS after the last visit, says so in its info, mails its address and signals it once', async () => {
    const { t, created, world } = await trialWithWorld({ TRIAL_KEPT_DAYS: '30' });
    const before = (await world.api.get('/__sandbox/info').expect(200)).body.data.hosted;
    expect(before.kept).toBe(false);

    const res = await world.api.post('/__sandbox/keep').send(ADA).expect(200);
    expect(res.body.message).toBe(LEAD_MESSAGES.kept);
    const until = new Date(t.clock.now().getTime() + 30 * DAY).toISOString();
    expect(res.body.data).toEqual({
      kept: { ...ADA, workEmail: 'ada@acme.example', at: t.clock.now().toISOString() },
      expiresAt: until,
    });
    const info = (await world.api.get('/__sandbox/info').expect(200)).body.data.hosted;
    expect(info).toMatchObject({ kept: true, expiresAt: until });

    const [mail, ...more] = await outboxOf(world, 'ada@acme.example');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'sandbox-kept', subject: 'Your Stratus sandbox is kept' });
    expect(mail?.text).toContain(`http://${worldHost(created.id)}/`);
    expect(mail?.text).toContain('30 days after each visit');

    // A double click: the same lead, nothing sent again.
    const again = await world.api.post('/__sandbox/keep').send(ADA).expect(200);
    expect(again.body.message).toBe(LEAD_MESSAGES.keptAgain);
    expect(again.body.data.kept).toEqual(res.body.data.kept);
    expect(await outboxOf(world, 'ada@acme.example')).toHaveLength(1);
    // Corrected details: the lead follows, kept since the first time; the new address is mailed.
    t.clock.advance(60_000);
    const corrected = { ...ADA, workEmail: 'ada.l@acme.example' };
    const fixed = await world.api.post('/__sandbox/keep').send(corrected).expect(200);
    expect(fixed.body.data.kept).toMatchObject({
      workEmail: 'ada.l@acme.example',
      at: res.body.data.kept.at,
    });
    expect(await outboxOf(world, 'ada.l@acme.example')).toHaveLength(1);

    // The lead is not the world's data: a reset keeps it.
    await world.api.post('/__sandbox/reset').send({}).expect(200);
    expect((await world.api.get('/__sandbox/info').expect(200)).body.data.hosted.kept).toBe(true);
    // Its outbox emptied, keeping it again files the address again (once, a double click too).
    await world.api.post('/__sandbox/keep').send(corrected).expect(200);
    await world.api.post('/__sandbox/keep').send(corrected).expect(200);
    expect(await outboxOf(world, 'ada.l@acme.example')).toHaveLength(1);

    const signals = (await deliveries(t)).filter((d) => d.type === 'trial.kept');
    expect(signals).toEqual([
      expect.objectContaining({
        world: created.id,
        summary: `Trial ${created.id} was kept by Ada Lovelace (Acme Robotics)`,
      }),
    ]);
  });

  it('lives on a kept world past the trial lifetime, until its own runs out after the last visit', async () => {
    const t = await start({ env: { TRIAL_TTL_HOURS: '24', TRIAL_KEPT_DAYS: '3' } });
    const kept = await createWorld(t);
    const other = await createWorld(t);
    await inWorld(t, kept).api.post('/__sandbox/keep').send(ADA).expect(200);
    t.clock.advance(2 * DAY);
    expect(await t.trial.sweep()).toBe(1);
    await t.apex().set('Host', worldHost(other.id)).get('/v1/healthCheck/api').expect(410);
    await t.apex().set('Host', worldHost(kept.id)).get('/v1/healthCheck/api').expect(200);
    // That visit counts: three days after it, not after the keeping.
    t.clock.advance(2.5 * DAY);
    expect(await t.trial.sweep()).toBe(0);
    t.clock.advance(0.6 * DAY);
    expect(await t.trial.sweep()).toBe(1);
    await t.apex().set('Host', worldHost(kept.id)).get('/v1/healthCheck/api').expect(410);
  });

  it('refuses bad details field by field, never with a 500, and stores nothing', async () => {
    const { world } = await trialWithWorld();
    const bad = await world.api
      .post('/__sandbox/keep')
      .send({ name: ' ', workEmail: 'not-an-email', company: 'A\u202Ecme' })
      .expect(400);
    const fields = (bad.body.errors as { path: string; msg: string }[]).map((e) => e.path);
    expect(fields.sort()).toEqual(['company', 'name', 'workEmail']);
    expect(bad.body.errors).toContainEqual(
      expect.objectContaining({
        path: 'workEmail',
        msg: 'Please enter a valid work email address',
      }),
    );
    await world.api
      .post('/__sandbox/keep')
      .send({ ...ADA, name: 'x'.repeat(101) })
      .expect(400);
    await world.api
      .post('/__sandbox/keep')
      .send('name=Ada')
      .set('content-type', 'text/plain')
      .expect(415);
    expect((await world.api.get('/__sandbox/info').expect(200)).body.data.hosted.kept).toBe(false);
  });
});

describe('asking sales to get in touch', () => {
  it('records the message once per repeat window, confirms it by mail and signals it', async () => {
    const { t, created, world } = await trialWithWorld();
    const res = await world.api.post('/__sandbox/contact-sales').send(CALL_ME).expect(200);
    expect(res.body).toMatchObject({
      message: LEAD_MESSAGES.contacted,
      data: { contact: { ...CALL_ME, at: t.clock.now().toISOString() } },
    });
    // A phone number and nobody kept the world: the confirmation goes to its own account.
    const [mail] = await outboxOf(world, 'trial@example.com').then((m) =>
      m.filter((e) => e.kind === 'sales-contact'),
    );
    expect(mail?.text).toContain('reach you at +44 20 7946 0000');
    expect(mail?.text).toContain(CALL_ME.message);

    const repeat = await world.api.post('/__sandbox/contact-sales').send(CALL_ME).expect(200);
    expect(repeat.body.message).toBe(LEAD_MESSAGES.contactRepeated);
    expect(repeat.body.data).toEqual(res.body.data);
    t.clock.advance(11 * 60_000);
    await world.api.post('/__sandbox/contact-sales').send(CALL_ME).expect(200);
    const byEmail = { message: 'Write to me', preferredContact: 'ada@acme.example' };
    await world.api.post('/__sandbox/contact-sales').send(byEmail).expect(200);
    expect(await outboxOf(world, 'ada@acme.example')).toHaveLength(1);

    const signals = (await deliveries(t)).filter((d) => d.type === 'trial.contact');
    expect(signals).toHaveLength(3);
    expect(signals.at(-1)?.summary).toBe(
      `Trial ${created.id}: Its visitor asked sales to get in touch at +44 20 7946 0000`,
    );
  });

  it('refuses a message without a way to reach its sender', async () => {
    const { world } = await trialWithWorld();
    const bad = await world.api
      .post('/__sandbox/contact-sales')
      .send({ message: '', preferredContact: 'call me maybe' })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'message', msg: 'Message is required' }),
        expect.objectContaining({
          path: 'preferredContact',
          msg: 'Enter an email address or a phone number',
        }),
      ]),
    );
  });
});

describe('both calls', () => {
  it('are limited per world: ten an hour, another world untouched', async () => {
    const { t, world } = await trialWithWorld();
    for (let i = 0; i < 10; i++)
      await world.api
        .post('/__sandbox/contact-sales')
        .send({ message: `Message ${i}`, preferredContact: 'ada@acme.example' })
        .expect(200);
    const refused = await world.api.post('/__sandbox/keep').send(ADA).expect(429);
    expect(refused.body.message).toMatch(/^Too many attempts/);
    await inWorld(t, await createWorld(t))
      .api.post('/__sandbox/keep')
      .send(ADA)
      .expect(200);
  });

  it("leave nothing in another world, and open only for the world's own key", async () => {
    const { t, created, world } = await trialWithWorld();
    const other = inWorld(t, await createWorld(t));
    await world.api.post('/__sandbox/keep').send(ADA).expect(200);
    await world.api.post('/__sandbox/contact-sales').send(CALL_ME).expect(200);

    expect((await other.api.get('/__sandbox/info').expect(200)).body.data.hosted.kept).toBe(false);
    const otherMail = (await other.api.get('/__sandbox/outbox').expect(200)).body.data as {
      kind: string;
    }[];
    expect(otherMail.filter((m) => ['sandbox-kept', 'sales-contact'].includes(m.kind))).toEqual([]);
    // Another world's key opens nothing here; no key at all neither.
    const otherKey = (await createWorld(t)).key;
    await t
      .apex()
      .set('Host', worldHost(created.id))
      .post('/__sandbox/keep')
      .set('x-sandbox-key', otherKey)
      .send(ADA)
      .expect(401);
    await t.apex().set('Host', worldHost(created.id)).post('/__sandbox/keep').send(ADA).expect(401);

    const leads = (await asOperator(t).get('/__leads').expect(200)).body.data as {
      worldId: string;
    }[];
    expect(leads.map((l) => l.worldId)).toEqual([created.id]);
  });

  it('are refused in the one world of npm start, which has no visitor to keep it', async () => {
    const t = await createTestApp();
    const keep = await t.api.post('/__sandbox/keep').send(ADA).expect(404);
    expect(keep.body.message).toBe(LEAD_MESSAGES.notHosted);
    await t.api.post('/__sandbox/contact-sales').send(CALL_ME).expect(404);
    expect((await t.api.get('/__sandbox/info').expect(200)).body.data.hosted).toBeUndefined();
  });
});
