import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { TEST_NOW } from '../api/support/test-app';
import { freshDatabase } from '../support/test-database';
import { webhookReceiver } from '../support/webhook-receiver';
import { startProcess, type Process } from './support/pg-trial-app';

// Two sandbox processes on one database, each with its own sender loop.
let url: string;
const clock = fakeClock(TEST_NOW);
const running: Process[] = [];
const receivers: Awaited<ReturnType<typeof webhookReceiver>>[] = [];
beforeAll(async () => {
  url = await freshDatabase();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.close()));
  await Promise.all(receivers.splice(0).map((r) => r.close()));
});

async function twoProcesses(statuses: number[]) {
  const receiver = await webhookReceiver(statuses);
  receivers.push(receiver);
  const env = { TRIAL_WEBHOOK_URL: receiver.url, TRIAL_WEBHOOK_SECRET: 'whsec-shared-by-both' };
  const a = await startProcess(url, clock, { env });
  running.push(a);
  const b = await startProcess(url, clock, { env });
  running.push(b);
  await a.database.pool.query('delete from deliveries');
  return { a, b, receiver };
}

const emit = (p: Process, n: number) =>
  p.trial.signals.emit({
    type: 'world.milestone',
    world: `world-${n}`,
    summary: `Event ${n}`,
    at: clock.now(),
  });

describe('webhooks over PostgreSQL', () => {
  it('delivers each event exactly once with two processes sending', async () => {
    const { a, b, receiver } = await twoProcesses([200]);
    a.trial.signals.start();
    b.trial.signals.start();
    await Promise.all(Array.from({ length: 30 }, (_, n) => emit(n % 2 ? a : b, n)));
    await receiver.received(30);
    // Both loops have looked again since, and finished what they had in flight.
    await Promise.all([a.trial.signals.sender?.tick(), b.trial.signals.sender?.tick()]);
    await Promise.all([a.trial.signals.stop(), b.trial.signals.stop()]);

    const ids = receiver.calls.map((c) => String(c.headers['x-sandbox-delivery']));
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const worlds = receiver.calls.map((c) => (JSON.parse(c.body) as { world: string }).world);
    expect(new Set(worlds)).toEqual(new Set(Array.from({ length: 30 }, (_, n) => `world-${n}`)));
    const { rows } = await a.database.pool.query<{ status: string; attempts: number }>(
      'select status, attempts from deliveries',
    );
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });

  it('retries through whichever process comes to it, with one delivery id', async () => {
    const { a, b, receiver } = await twoProcesses([500, 200]);
    await emit(a, 1);
    await Promise.all([a.trial.signals.sender?.tick(), b.trial.signals.sender?.tick()]);
    expect(receiver.calls).toHaveLength(1);
    clock.advance(5_000);
    await Promise.all([b.trial.signals.sender?.tick(), a.trial.signals.sender?.tick()]);
    expect(receiver.calls).toHaveLength(2);
    const [first, second] = receiver.calls.map((c) => c.headers['x-sandbox-delivery']);
    expect(second).toBe(first);
    const shown = (
      await b
        .apex()
        .get('/__insights/deliveries')
        .set('x-sandbox-key', 'operator-key-for-the-trial-tests')
        .expect(200)
    ).body.data.data;
    expect(shown).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
  });
});
