import { describe, expect, it } from 'vitest';
import { LOG_LIMITS } from '@contract/logging';
import { NOW, platformWorld } from '../../testing/platform-world';
import { clientEventsView, recordClientEvent } from './client-events';

describe('client events', () => {
  it('are kept with who sent them, and shown newest first with their email', () => {
    const world = platformWorld();
    recordClientEvent(world, { level: 'error', message: 'boom' }, { userId: 1, companyId: 1 }, NOW);
    recordClientEvent(world, { level: 'info', message: 'hello', context: { a: 1 } }, null, NOW);
    expect(clientEventsView(world).map((e) => [e.message, e.user])).toEqual([
      ['hello', null],
      ['boom', 'u1@example.com'],
    ]);
    expect(clientEventsView(world, 'error')).toHaveLength(1);
    expect(world.clientEvents.first()).toMatchObject({ companyId: 1, context: {} });
  });

  it(`keep only the newest ${LOG_LIMITS.kept}`, () => {
    const world = platformWorld();
    for (let i = 0; i < LOG_LIMITS.kept + 3; i++)
      recordClientEvent(world, { level: 'debug', message: `e${i}` }, null, NOW);
    expect(world.clientEvents).toHaveLength(LOG_LIMITS.kept);
    expect(world.clientEvents.first()?.message).toBe('e3');
  });
});
