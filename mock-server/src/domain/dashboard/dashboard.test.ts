import { describe, expect, it } from 'vitest';
import type { Size, VirtualMachine } from '../../model/schema';
import { testVm } from '../../testing/test-records';
import { emptyWorld } from '../../model/empty-world';
import { copyOfWorld } from '../../model/world-json';
import { openMemoryStore } from '../../storage/memory/memory-store';
import { countVmsBySize, dashboardDataOf, periodStarts } from './dashboard';

const sizes: Size[] = [
  { id: 1, key: 'micro' },
  { id: 2, key: 'extraSmall' },
  { id: 6, key: 'extraLarge' },
];
let nextId = 1;
const vm = (sizeId: number, createdAt: string): VirtualMachine =>
  testVm({ id: nextId++, sizeId, createdAt, updatedAt: createdAt });

describe('periodStarts', () => {
  it("gives December of last year as January's previous month", () => {
    const s = periodStarts(new Date('2026-01-10T12:00:00Z'));
    expect(new Date(s.currentMonth).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(new Date(s.previousMonth).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(new Date(s.year).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('countVmsBySize', () => {
  it('splits by UTC month boundaries, to the millisecond', () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const data = countVmsBySize(
      [
        vm(1, '2026-03-01T00:00:00.000Z'), // first instant of this month
        vm(1, '2026-02-28T23:59:59.999Z'), // last instant of last month
        vm(2, '2026-02-01T00:00:00.000Z'),
        vm(2, '2026-01-31T23:59:59.999Z'), // ytd only
        vm(6, '2025-12-31T23:59:59.999Z'), // last year: nowhere
      ],
      sizes,
      now,
    );
    expect(data.currentMonth).toMatchObject({ micro: 1, extraSmall: 0, extraLarge: 0 });
    expect(data.previousMonth).toMatchObject({ micro: 1, extraSmall: 1, extraLarge: 0 });
    expect(data.ytd).toMatchObject({ micro: 2, extraSmall: 2, extraLarge: 0 });
    expect(Object.keys(data.ytd)).toEqual([
      'micro',
      'extraSmall',
      'small',
      'medium',
      'large',
      'extraLarge',
    ]);
  });

  it('in January counts December as the previous month but not in the year to date', () => {
    const data = countVmsBySize(
      [vm(6, '2025-12-20T08:00:00Z'), vm(6, '2026-01-02T08:00:00Z')],
      sizes,
      new Date('2026-01-10T00:00:00Z'),
    );
    expect(data.currentMonth.extraLarge).toBe(1);
    expect(data.previousMonth.extraLarge).toBe(1);
    expect(data.ytd.extraLarge).toBe(1);
  });

  it('ignores VMs dated after now and unknown sizes', () => {
    const data = countVmsBySize(
      [vm(1, '2026-03-20T00:00:00Z'), vm(99, '2026-03-02T00:00:00Z')],
      sizes,
      new Date('2026-03-15T00:00:00Z'),
    );
    expect(data.currentMonth.micro).toBe(0);
    expect(data.ytd.micro).toBe(0);
  });
});

describe('dashboardDataOf, followed change by change', () => {
  it('counts as counting afresh would after VMs are added, resized, moved and deleted', async () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const world = emptyWorld({ seed: 1, now, jwtSecret: 's' });
    world.catalogue.sizes = sizes;
    for (let id = 1; id <= 6; id++)
      world.virtualMachines.push(
        testVm({ id, sizeId: 1 + (id % 2), createdAt: `2026-0${1 + (id % 3)}-05T10:00:00.000Z` }),
      );
    const store = await openMemoryStore(world);
    const afresh = () => dashboardDataOf(copyOfWorld(store.data), 1, now);
    expect(dashboardDataOf(store.data, 1, now)).toEqual(afresh());
    await store.mutate((w) => {
      w.virtualMachines.push(testVm({ id: 7, sizeId: 6, createdAt: '2026-03-10T00:00:00.000Z' }));
    });
    await store.mutate((w) => {
      w.virtualMachines.byId(1)!.sizeId = 6;
      w.virtualMachines.byId(2)!.companyId = 2;
    });
    await store.mutate((w) => {
      w.virtualMachines.remove(3);
    });
    expect(dashboardDataOf(store.data, 1, now)).toEqual(afresh());
    expect(dashboardDataOf(store.data, 1, now).currentMonth.extraLarge).toBe(1);
  });
});
