import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../../model/empty-world';
import { records } from '../../../model/records';
import type { NetAdapter, Network } from '../../../model/schema';
import { from6To7 } from './from-6-to-7';
import { asVersion6 } from '../../../testing/older-worlds';

const at = '2026-01-01T00:00:00.000Z';
const network = { id: 2, companyId: 1, name: 'office', datacenterId: 1, createdAt: at } as Network;
const adapter = { id: 5, companyId: 1, vmId: 1, networkId: 2, vmnic: 1 } as NetAdapter;

describe('world version 6 to 7', () => {
  it('marks every stored network and interface as built (no job pending), keeping the rest', () => {
    const world = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 'x'.repeat(32) });
    world.networks = records([{ ...network, pendingJobId: 9 }]);
    world.netAdapters = records([{ ...adapter, pendingJobId: 9 }]);
    const stored = asVersion6(world);
    expect(stored.networks).toEqual([network]);

    const upgraded = from6To7.migrate(stored);
    expect(upgraded.version).toBe(7);
    expect(upgraded.networks).toEqual([{ ...network, pendingJobId: null }]);
    expect(upgraded.netAdapters).toEqual([{ ...adapter, pendingJobId: null }]);
    expect(stored.networks).toEqual([network]);
  });
});
