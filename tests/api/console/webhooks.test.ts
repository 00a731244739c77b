import { createHmac, timingSafeEqual } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNAL_MESSAGES, webhookPayloadSchema } from '@contract/signals';
import { trialApps, type TrialApp } from '../support/trial-app';
import { asOperator } from '../support/console';
import { webhookReceiver, type ReceivedCall } from '../../support/webhook-receiver';

const start = trialApps();
const SECRET = 'whsec-for-the-webhook-tests';
const receivers: Awaited<ReturnType<typeof webhookReceiver>>[] = [];
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

/** A trial whose webhooks go to a local receiver answering `statuses` in turn. */
async function withReceiver(statuses: number[]) {
  const receiver = await webhookReceiver(statuses);
  receivers.push(receiver);
  const t = await start({
    env: { TRIAL_WEBHOOK_URL: receiver.url, TRIAL_WEBHOOK_SECRET: SECRET },
  });
  const sender = t.trial.signals.sender;
  if (!sender) throw new Error('webhooks are off');
  return { t, receiver, tick: () => sender.tick() };
}

/** What a receiver does: recompute the signature over the raw body and compare in constant time. */
function signedWith(call: ReceivedCall, secret: string): boolean {
  const sent = String(call.headers['x-sandbox-signature']);
  const expected = `sha256=${createHmac('sha256', secret).update(call.body).digest('hex')}`;
  return (
    sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected))
  );
}

const milestone = (t: TrialApp) =>
  t.trial.signals.emit({
    type: 'world.milestone',
    world: 'abc123',
    summary: 'First action: created the VM "web-1"',
    at: t.clock.now(),
  });

const deliveries = async (t: TrialApp) =>
  (await asOperator(t).get('/__insights/deliveries').expect(200)).body.data;

describe('webhooks', () => {
  it('POSTs the event as JSON, signed with the secret over the raw body', async () => {
    const { t, receiver, tick } = await withReceiver([204]);
    await milestone(t);
    await tick();
    expect(receiver.calls).toHaveLength(1);
    const [call] = receiver.calls as [ReceivedCall];
    expect(call.headers['content-type']).toBe('application/json');
    expect(signedWith(call, SECRET)).toBe(true);
    expect(signedWith(call, 'another-secret-entirely')).toBe(false);
    const body = webhookPayloadSchema.parse(JSON.parse(call.body));
    expect(body).toEqual({
      id: call.headers['x-sandbox-delivery'],
      type: 'world.milestone',
      at: t.clock.now(),
      world: 'abc123',
      summary: 'First action: created the VM "web-1"',
    });
    const list = await deliveries(t);
    expect(list).toMatchObject({ enabled: true, endpoint: new URL(receiver.url).origin });
    expect(list.data).toEqual([
      expect.objectContaining({
        id: body.id,
        type: 'world.milestone',
        world: 'abc123',
        status: 'delivered',
        attempts: 1,
        nextAttemptAt: null,
        lastError: null,
      }),
    ]);
  });

  it('retries a 5xx after 5 s, then 10 s, with the same delivery id and body each time', async () => {
    const { t, receiver, tick } = await withReceiver([500, 503, 200]);
    await milestone(t);
    await tick();
    expect(receiver.calls).toHaveLength(1);
    let [shown] = (await deliveries(t)).data;
    expect(shown).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Answered 500' });
    expect(new Date(shown.nextAttemptAt).getTime() - t.clock.now().getTime()).toBe(5_000);

    t.clock.advance(4_999);
    await tick();
    expect(receiver.calls).toHaveLength(1);
    t.clock.advance(1);
    await tick();
    expect(receiver.calls).toHaveLength(2);
    [shown] = (await deliveries(t)).data;
    expect(shown).toMatchObject({ status: 'pending', attempts: 2, lastError: 'Answered 503' });
    expect(new Date(shown.nextAttemptAt).getTime() - t.clock.now().getTime()).toBe(10_000);

    t.clock.advance(10_000);
    await tick();
    expect(receiver.calls).toHaveLength(3);
    [shown] = (await deliveries(t)).data;
    expect(shown).toMatchObject({ status: 'delivered', attempts: 3, nextAttemptAt: null });
    const ids = receiver.calls.map((c) => c.headers['x-sandbox-delivery']);
    expect(new Set(ids)).toEqual(new Set([shown.id]));
    expect(new Set(receiver.calls.map((c) => c.body)).size).toBe(1);
    expect(receiver.calls.every((c) => signedWith(c, SECRET))).toBe(true);
  });

  it('gives up on a 4xx at once, but retries 408 and 429', async () => {
    const { t, receiver, tick } = await withReceiver([429, 408, 410]);
    await milestone(t);
    for (const wait of [0, 5_000, 10_000, 20_000, 40_000]) {
      t.clock.advance(wait);
      await tick();
    }
    expect(receiver.calls).toHaveLength(3);
    const [shown] = (await deliveries(t)).data;
    expect(shown).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Answered 410' });
  });

  it('retries an endpoint that cannot be reached, and gives up a day after the event', async () => {
    const { t, receiver, tick } = await withReceiver([200]);
    await receiver.close();
    await milestone(t);
    const began = t.clock.now().getTime();
    for (let i = 0; i < 60; i++) {
      await tick();
      t.clock.advance(3_600_000);
    }
    const [shown] = (await deliveries(t)).data;
    expect(shown.status).toBe('failed');
    expect(shown.lastError).toMatch(/^Given up: Not reached/);
    // 5 s doubling to an hour: 11 attempts in the first 1.5 hours, then one an hour.
    expect(shown.attempts).toBeGreaterThan(20);
    expect(new Date(shown.lastAttemptAt).getTime() - began).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('sends on its own once started, without waiting for the next poll', async () => {
    const { t, receiver } = await withReceiver([200]);
    t.trial.signals.start();
    await milestone(t);
    await receiver.received(1);
    expect(receiver.calls).toHaveLength(1);
  });

  it('sends a test event from the console and answers the delivery', async () => {
    const { t, receiver, tick } = await withReceiver([200]);
    const res = await asOperator(t).post('/__insights/deliveries/test').expect(201);
    expect(res.body.message).toBe(SIGNAL_MESSAGES.testQueued);
    expect(res.body.data).toMatchObject({ type: 'test', status: 'pending', attempts: 0 });
    await tick();
    const [call] = receiver.calls as [ReceivedCall];
    expect(call.headers['x-sandbox-delivery']).toBe(res.body.data.id);
    expect(JSON.parse(call.body)).toMatchObject({ type: 'test', world: null });
  });

  it('enqueues nothing and refuses a test event while webhooks are off', async () => {
    const t = await start();
    expect(t.trial.signals.sender).toBeNull();
    await milestone(t);
    expect(await deliveries(t)).toEqual({ enabled: false, endpoint: null, data: [] });
    const res = await asOperator(t).post('/__insights/deliveries/test').expect(409);
    expect(res.body.message).toBe(SIGNAL_MESSAGES.notConfigured);
  });

  it('keeps an enqueued delivery across a restart and sends it then', async () => {
    const { t, receiver } = await withReceiver([200]);
    await milestone(t);
    await t.close();
    const again = await start({
      dir: t.dir,
      clock: t.clock,
      env: { TRIAL_WEBHOOK_URL: receiver.url, TRIAL_WEBHOOK_SECRET: SECRET },
    });
    await again.trial.signals.sender?.tick();
    expect(receiver.calls).toHaveLength(1);
  });
});
