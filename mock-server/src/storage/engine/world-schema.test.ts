import { describe, expect, it } from 'vitest';
import { DamagedWorldError } from './damaged-world';
import { emptyWorld } from '../../model/empty-world';
import { records, type Records } from '../../model/records';
import type { World } from '../../model/schema';
import { jsonOfWorld } from '../../model/world-json';
import { testVm } from '../../testing/test-records';
import { checkWorld } from './world-schema';

/** A world as stored: plain JSON, each collection an array of its records. */
type Stored = { [K in keyof World]: World[K] extends Records<infer T> ? T[] : World[K] };

const world = (): Stored => {
  const w = emptyWorld({ seed: 1, now: new Date('2026-01-01'), jwtSecret: 'x'.repeat(32) });
  w.virtualMachines = records([testVm({ id: 1 }), testVm({ id: 2 })]);
  return jsonOfWorld(w) as unknown as Stored;
};

describe('checkWorld', () => {
  it('accepts a world of this version, returning it in memory and leaving the stored one untouched', () => {
    const w = world();
    const before = structuredClone(w);
    const checked = checkWorld(w);
    expect(jsonOfWorld(checked)).toEqual(w);
    expect(checked.virtualMachines.toArray()).toEqual(w.virtualMachines);
    expect(w).toEqual(before);
  });

  it.each([
    ['a collection that is not a list', (w: Stored) => Object.assign(w, { users: 'x' }), /users/],
    [
      'a VM with an unknown status',
      (w: Stored) => Object.assign(w.virtualMachines[0]!, { status: 'Melted' }),
      /virtualMachines\.0\.status/,
    ],
    ['records out of id order', (w: Stored) => w.virtualMachines.reverse(), /ids out of order/],
    [
      'a missing counter',
      (w: Stored) => delete (w.counters as Partial<World['counters']>).users,
      /counters\.users/,
    ],
    ['no JWT secret', (w: Stored) => Object.assign(w, { secrets: {} }), /secrets\.jwt/],
  ])('refuses %s, naming it', (_, damage, where) => {
    const w = world();
    damage(w);
    expect(() => checkWorld(w)).toThrow(DamagedWorldError);
    expect(() => checkWorld(w)).toThrow(where);
  });
});
