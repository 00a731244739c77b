import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../simulation/clock';
import { Signals } from './signals';
import { readTrialConfig } from './trial-config';

const config = readTrialConfig({
  TRIAL_WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
  TRIAL_WEBHOOK_SECRET: 'x'.repeat(16),
});

describe('Signals.emit', () => {
  it('never throws into the request: a signal that cannot be stored is logged', async () => {
    const lines: string[] = [];
    const clock = fakeClock();
    const diskFull = () => Promise.reject(new Error('disk full'));
    const signals = new Signals(
      {
        deliveryStore: { enqueue: diskFull } as never,
        sellerMailStore: { add: diskFull } as never,
        sellerStore: {
          byId: async () => ({ id: 's', name: 'Sam', email: 's@x.example' }),
        } as never,
        demoStore: {
          find: async () => ({ createdBy: { kind: 'seller', id: 's', name: 'Sam' } }),
        } as never,
      },
      config,
      clock,
      (line) => lines.push(line),
    );
    await expect(
      signals.emit({
        type: 'demo.opened',
        world: 'w1',
        demo: { id: 'd1', company: 'Acme' },
        summary: 'opened',
        at: clock.now(),
      }),
    ).resolves.toBeUndefined();
    expect(lines).toEqual(['The demo.opened signal of w1 was lost: disk full']);
  });
});
