import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import { openMemoryStore } from '../../storage/memory/memory-store';
import { testVm } from '../../testing/test-records';
import type { World } from '../../model/schema';
import { copyOfWorld } from '../../model/world-json';
import { sortedVms } from './vm-sorted';

const now = new Date('2026-03-15T10:00:00Z');
const names = ['delta', 'alpha', 'echo', 'charlie', 'bravo', 'alpha'];

async function storeOf() {
  const world = emptyWorld({ seed: 1, now, jwtSecret: 's' });
  names.forEach((name, i) =>
    world.virtualMachines.push(testVm({ id: i + 1, name, companyId: i === 4 ? 2 : 1 })),
  );
  return openMemoryStore(world);
}

/** What sorting the whole collection says: the list followed change by change must agree. */
const sortedAfresh = (world: World) => sortedVms(copyOfWorld(world), 1, 'name').map((s) => s.vm.id);
const ids = (world: World) => sortedVms(world, 1, 'name').map((s) => s.vm.id);

describe("a company's sorted VMs, followed change by change", () => {
  it('places a renamed, a new and a deleted VM as sorting again would', async () => {
    const store = await storeOf();
    expect(ids(store.data)).toEqual([2, 6, 4, 1, 3]);
    await store.mutate((w) => {
      w.virtualMachines.byId(1)!.name = 'zulu';
    });
    await store.mutate((w) => {
      w.virtualMachines.push(testVm({ id: 7, name: 'bravo' }));
    });
    await store.mutate((w) => {
      w.virtualMachines.byId(3)!.deletedAt = now.toISOString();
    });
    expect(ids(store.data)).toEqual([2, 6, 7, 4, 1]);
    expect(ids(store.data)).toEqual(sortedAfresh(store.data));
  });

  it("leaves out another company's VMs, and one moved away", async () => {
    const store = await storeOf();
    ids(store.data);
    await store.mutate((w) => {
      w.virtualMachines.byId(5)!.name = 'aaa';
      w.virtualMachines.byId(2)!.companyId = 2;
    });
    expect(ids(store.data)).toEqual([6, 4, 1, 3]);
  });

  it('still answers for the earlier state once a later one has taken its list over', async () => {
    const store = await storeOf();
    const before = store.data;
    ids(before);
    await store.mutate((w) => {
      w.virtualMachines.byId(1)!.name = 'zulu';
    });
    ids(store.data);
    expect(ids(before)).toEqual([2, 6, 4, 1, 3]);
  });
});
