import { describe, expect, it } from 'vitest';
import { diffWorld } from './changes';
import { emptyWorld } from './empty-world';
import { Records } from './records';
import type { World } from './schema';
import { testVm } from '../testing/test-records';

const base = (): World => {
  const world = emptyWorld({ seed: 1, now: new Date('2026-03-15T10:00:00Z'), jwtSecret: 's' });
  for (let id = 1; id <= 5; id++) world.virtualMachines.push(testVm({ id }));
  return world;
};

describe('diffWorld', () => {
  it('finds the records put, added and deleted, and nothing of the records kept', () => {
    const before = base();
    const vms = [...before.virtualMachines];
    vms[1] = { ...vms[1]!, name: 'renamed' };
    vms.splice(3, 1);
    vms.push(testVm({ id: 6 }));
    const after = { ...before, virtualMachines: new Records(vms) };
    expect(diffWorld(before, after)).toEqual([
      { op: 'put', key: 'virtualMachines', record: vms[1] },
      { op: 'del', key: 'virtualMachines', id: 4 },
      { op: 'put', key: 'virtualMachines', record: vms[4] },
    ]);
  });

  it('refuses a collection out of id order', () => {
    const before = base();
    const vms = [...before.virtualMachines];
    vms.push(testVm({ id: 3 }));
    // Records as they come, unsorted (`records()` would sort them).
    expect(() => diffWorld(before, { ...before, virtualMachines: new Records(vms) })).toThrow(
      /id order/,
    );
  });
});
