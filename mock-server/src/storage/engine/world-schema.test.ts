import { describe, expect, it } from 'vitest';
import { DamagedWorldError } from './damaged-world';
import { emptyWorld } from '../../model/empty-world';
import type { World } from '../../model/schema';
import { testVm } from '../../testing/test-records';
import { checkWorld } from './world-schema';

const world = (): World => {
  const w = emptyWorld({ seed: 1, now: new Date('2026-01-01'), jwtSecret: 'x'.repeat(32) });
  w.virtualMachines = [testVm({ id: 1 }), testVm({ id: 2 })];
  return w;
};

describe('checkWorld', () => {
  it('accepts a world of this version, returning it untouched', () => {
    const w = world();
    expect(checkWorld(w)).toBe(w);
  });

  it.each([
    ['a collection that is not a list', (w: World) => Object.assign(w, { users: 'x' }), /users/],
    [
      'a VM with an unknown status',
      (w: World) => Object.assign(w.virtualMachines[0]!, { status: 'Melted' }),
      /virtualMachines\.0\.status/,
    ],
    ['records out of id order', (w: World) => w.virtualMachines.reverse(), /ids out of order/],
    [
      'a missing counter',
      (w: World) => delete (w.counters as Partial<World['counters']>).users,
      /counters\.users/,
    ],
    ['no JWT secret', (w: World) => Object.assign(w, { secrets: {} }), /secrets\.jwt/],
  ])('refuses %s, naming it', (_, damage, where) => {
    const w = world();
    damage(w);
    expect(() => checkWorld(w)).toThrow(DamagedWorldError);
    expect(() => checkWorld(w)).toThrow(where);
  });
});
