import { describe, expect, it } from 'vitest';
import { ALL_REGIONS } from '@contract/networks';
import { readConfig } from '../../config';
import { seedWorld } from '../../seed/seed';
import { openMemoryStore } from '../../storage/memory/memory-store';
import { listNetworks } from './network-list';

const now = new Date('2026-03-15T10:00:00Z');
const query = {
  page: 1,
  rowsPerPage: 100,
  search: '',
  sortColumn: 'connectedVms',
  sortDescending: true,
  regionId: ALL_REGIONS,
} as const;

describe('the network list, kept between requests', () => {
  it("counts a network's VMs again once one of them is deleted, and not before", async () => {
    const store = await openMemoryStore(await seedWorld(readConfig({}), now));
    const companyId = store.data.users.find((u) => u.email === 'customer@example.com')!.companyId;
    const before = listNetworks(store.data, companyId, query).data;
    const busiest = before[0]!;
    const adapter = store.data.netAdapters.find((a) => a.networkId === busiest.id)!;
    await store.mutate((w) => {
      w.virtualMachines.find((v) => v.id !== adapter.vmId)!.name = 'renamed';
    });
    expect(listNetworks(store.data, companyId, query).data).toEqual(before);
    await store.mutate((w) => {
      w.virtualMachines.find((v) => v.id === adapter.vmId)!.deletedAt = now.toISOString();
    });
    const after = listNetworks(store.data, companyId, query).data;
    expect(after.find((n) => n.id === busiest.id)?.connectedVms).toBe(busiest.connectedVms - 1);
  });
});
