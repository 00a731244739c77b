import { describe, expect, it } from 'vitest';
import { SELLER_MESSAGES } from '@contract/sellers';
import { createWorld, trialApps, worldHost, type TrialApp } from '../support/trial-app';
import { asOperator, signedInSeller } from '../support/console';
import { webhookReceiver } from '../../support/webhook-receiver';

const start = trialApps();

/** A demo made by a signed-in seller, through the console. */
async function sellersDemo(t: TrialApp, email: string, name: string) {
  const seller = await signedInSeller(t, email, name);
  const made = await seller.agent.post('/__demos').send({ company: 'Acme Corp' }).expect(201);
  return { seller, demo: made.body.data as { id: string; worldId: string } };
}

const opened = (t: TrialApp, demo: { id: string; worldId: string }, sellerName?: string) =>
  t.trial.signals.emit({
    type: 'demo.opened',
    world: demo.worldId,
    demo: {
      id: demo.id,
      company: 'Acme Corp',
      ...(sellerName && { seller: { id: null, name: sellerName } }),
    },
    summary: 'Acme Corp opened the demo link',
    at: t.clock.now(),
  });

describe("the sellers' mail outbox", () => {
  it('mails the seller who made the demo when it is first opened: theirs to read', async () => {
    const t = await start();
    const sam = await sellersDemo(t, 'sam@sales.example', 'Sam Seller');
    const kim = await sellersDemo(t, 'kim@sales.example', 'Kim Seller');
    await opened(t, sam.demo);

    const mine = (await sam.seller.agent.get('/__insights/outbox').expect(200)).body.data;
    expect(mine).toEqual([
      {
        id: expect.any(String),
        to: 'sam@sales.example',
        subject: 'Acme Corp opened your demo',
        text: expect.stringContaining(`/console/demos/${sam.demo.id}`),
        demoId: sam.demo.id,
        sentAt: t.clock.now().toISOString(),
      },
    ]);
    expect(mine[0].text).toMatch(/^Hello Sam Seller,/);
    expect((await kim.seller.agent.get('/__insights/outbox').expect(200)).body.data).toEqual([]);
    const all = (await asOperator(t).get('/__insights/outbox').expect(200)).body.data;
    expect(all.map((m: { to: string }) => m.to)).toEqual(['sam@sales.example']);
  });

  it('mails nobody on a return visit, nor for a demo the operator made', async () => {
    const t = await start();
    const sam = await sellersDemo(t, 'sam@sales.example', 'Sam Seller');
    await t.trial.signals.emit({
      type: 'demo.returned',
      world: sam.demo.worldId,
      demo: { id: sam.demo.id, company: 'Acme Corp' },
      summary: 'Acme Corp came back',
      at: t.clock.now(),
    });
    const operators = (await asOperator(t).post('/__demos', { company: 'Beta' }).expect(201)).body
      .data;
    await opened(t, operators);
    expect((await asOperator(t).get('/__insights/outbox').expect(200)).body.data).toEqual([]);
  });

  it("names the seller in the webhook's payload", async () => {
    const receiver = await webhookReceiver([200]);
    try {
      const t = await start({
        env: { TRIAL_WEBHOOK_URL: receiver.url, TRIAL_WEBHOOK_SECRET: 'whsec-sixteen-chars' },
      });
      const sam = await sellersDemo(t, 'sam@sales.example', 'Sam Seller');
      await opened(t, sam.demo);
      await t.trial.signals.sender?.tick();
      expect(JSON.parse(receiver.calls[0]?.body ?? '{}')).toMatchObject({
        type: 'demo.opened',
        world: sam.demo.worldId,
        demo: {
          id: sam.demo.id,
          company: 'Acme Corp',
          seller: { name: 'Sam Seller', email: 'sam@sales.example' },
        },
      });
    } finally {
      await receiver.close();
    }
  });
});

describe('the signals routes', () => {
  it("answer 401 to a world's visitor and to anyone not signed in", async () => {
    const t = await start();
    const world = await createWorld(t);
    const calls = [
      () => t.apex().get('/__insights/deliveries'),
      () => t.apex().get('/__insights/outbox'),
      () => t.apex().post('/__insights/deliveries/test').send({}),
    ];
    for (const call of calls) {
      const withWorldKey = await call().set('x-sandbox-key', world.key).expect(401);
      expect(withWorldKey.body.message).toBe(SELLER_MESSAGES.signInRequired);
      await call().expect(401);
    }
    // A world's own host does not even have them.
    await t.apex().get('/__insights/outbox').set('Host', worldHost(world.id)).expect(404);
  });
});
