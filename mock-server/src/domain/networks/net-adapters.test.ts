import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import { loadCatalogue } from '../../seed/fixtures';
import type { World } from '../../model/schema';
import { testVm } from '../../testing/test-records';
import { ensureDefaultNetwork, findDefaultNetwork } from './default-network';
import {
  attachPrimaryAdapter,
  freeAddresses,
  netAdaptersOf,
  releaseAdapters,
} from './net-adapters';

const at = '2026-03-15T10:00:00.000Z';
function world(): World {
  const w = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 's' });
  w.catalogue = loadCatalogue();
  return w;
}

describe('Default Networks', () => {
  it("makes one per company and region, each with its own /22, reusing it in the region's other datacenters", () => {
    const w = world();
    const ashburn = ensureDefaultNetwork(w, 1, 1, at);
    expect(ashburn).toMatchObject({
      name: 'Default Network',
      networkType: 'standard',
      cidrBlock: '10.10.0.0/22',
      gatewayIp: '10.10.0.1',
      allocationPools: [{ start: '10.10.0.10', end: '10.10.3.254' }],
      dnsNameservers: ['1.1.1.1', '8.8.8.8'],
      snatEnabled: true,
      snatAddress: '198.51.100.10',
    });
    expect(ensureDefaultNetwork(w, 1, 2, at)).toBe(ashburn); // New York: also US East
    expect(ensureDefaultNetwork(w, 1, 7, at).cidrBlock).toBe('10.14.0.0/22'); // Toronto
    expect(ensureDefaultNetwork(w, 2, 1, at).cidrBlock).toBe('10.10.0.0/22'); // another tenant
    expect(w.networks).toHaveLength(3);
    expect(findDefaultNetwork(w, 1, 3)).toBeUndefined(); // US West: none yet
  });
});

describe('primary adapters', () => {
  it('take the next free address, a public IP when asked, and give them back on release', () => {
    const w = world();
    const network = ensureDefaultNetwork(w, 1, 1, at);
    const vms = [1, 2, 3].map((id) => testVm({ id }));
    const [a, b] = vms.map((vm, i) =>
      attachPrimaryAdapter(w, vm, network, { publicIp: i !== 1, at }),
    );
    expect(a).toMatchObject({ vmnic: 1, privateIp: '10.10.0.10', publicIp: '198.51.100.11' });
    expect(b).toMatchObject({ privateIp: '10.10.0.11', publicIp: null });
    releaseAdapters(w, 1);
    const c = attachPrimaryAdapter(w, testVm({ id: 4 }), network, { publicIp: true, at });
    expect(c).toMatchObject({ privateIp: '10.10.0.10', publicIp: '198.51.100.11' });
  });

  it('report exhaustion: no adapter once the pool is spent', () => {
    const w = world();
    const network = ensureDefaultNetwork(w, 1, 1, at);
    network.allocationPools = [{ start: '10.10.0.10', end: '10.10.0.11' }];
    expect(freeAddresses(w, network)).toBe(2);
    for (const id of [1, 2])
      attachPrimaryAdapter(w, testVm({ id }), network, { publicIp: false, at });
    expect(freeAddresses(w, network)).toBe(0);
    expect(attachPrimaryAdapter(w, testVm({ id: 3 }), network, { publicIp: false, at })).toBeNull();
    expect(w.netAdapters).toHaveLength(2);
  });

  it('read with the network joined, MAC lowercase', () => {
    const w = world();
    const network = ensureDefaultNetwork(w, 1, 1, at);
    attachPrimaryAdapter(w, testVm({ id: 1 }), network, { publicIp: true, at });
    const [adapter] = netAdaptersOf(w, 1);
    expect(adapter).toMatchObject({
      vmnic: 1,
      networkId: network.id,
      networkName: 'Default Network',
      networkType: 'standard',
      cidrBlock: '10.10.0.0/22',
      gatewayIp: '10.10.0.1',
      privateIp: '10.10.0.10',
    });
    expect(adapter?.macAddress).toMatch(/^52:54:00(:[0-9a-f]{2}){3}$/);
  });
});
