import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../../model/empty-world';
import { records } from '../../../model/records';
import { testVm } from '../../../testing/test-records';
import { from5To6 } from './from-5-to-6';
import { asVersion5 } from '../../../testing/older-worlds';

const current = () => {
  const world = emptyWorld({ seed: 1, now: new Date('2026-01-01'), jwtSecret: 'x'.repeat(32) });
  world.virtualMachines = records([testVm({ id: 3, name: 'kept' })]);
  world.counters.virtualMachines = 3;
  return world;
};

describe('world version 5 to 6', () => {
  it('adds the platform records, with the shipped lookups and their counters', () => {
    const upgraded = from5To6.migrate(asVersion5(current()));
    expect(upgraded.version).toBe(6);
    expect(upgraded.addressTypes).toContainEqual(expect.objectContaining({ name: 'Headquarters' }));
    expect((upgraded.systemCountries as unknown[]).length).toBeGreaterThan(0);
    for (const key of ['contacts', 'businessAddresses', 'distributors', 'clientEvents'])
      expect(upgraded[key]).toEqual([]);
    const counters = upgraded.counters as Record<string, number>;
    expect(counters.addressTypes).toBe(
      Math.max(...(upgraded.addressTypes as { id: number }[]).map((r) => r.id)),
    );
    expect(counters.clientEvents).toBe(0);
  });

  it('keeps everything the world had, and leaves the stored world as it was', () => {
    const stored = asVersion5(current());
    const before = structuredClone(stored);
    const upgraded = from5To6.migrate(stored);
    expect(upgraded.virtualMachines).toEqual(stored.virtualMachines);
    expect((upgraded.counters as Record<string, number>).virtualMachines).toBe(3);
    expect(stored).toEqual(before);
  });
});
