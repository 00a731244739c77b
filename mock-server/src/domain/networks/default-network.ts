import { DEFAULT_DNS_SERVERS } from '@contract/networks';
import { planBlock } from '@contract/ipv4';
import type { Network, World } from '../../model/schema';
import { nextId } from '../../model/ids';
import { defaultNetworkBlock, firstFreeBlock } from './free-blocks';
import { allocatePublicIp } from './public-ips';

export const DEFAULT_NETWORK_NAME = 'Default Network';

export const regionOfDatacenter = (world: World, datacenterId: number): number | undefined =>
  world.catalogue.datacenters.find((d) => d.id === datacenterId)?.regionId;

/** A company's Default Network in the region of that datacenter, if it has one yet. */
export function findDefaultNetwork(
  world: World,
  companyId: number,
  datacenterId: number,
): Network | undefined {
  const regionId = regionOfDatacenter(world, datacenterId);
  return world.networks.find(
    (n) =>
      n.companyId === companyId &&
      n.isDefault &&
      n.pendingJobId === null &&
      regionOfDatacenter(world, n.datacenterId) === regionId,
  );
}

/**
 * The first VM of a company in a region creates the region's Default Network: a
 * standard network with a /22, gateway .1, a DHCP pool from .10, public DNS and SNAT.
 */
export function ensureDefaultNetwork(
  world: World,
  companyId: number,
  datacenterId: number,
  at: string,
): Network {
  const existing = findDefaultNetwork(world, companyId, datacenterId);
  if (existing) return existing;
  // Each region's Default Network gets its own /22, apart from the company's other networks.
  const plan = planBlock(
    firstFreeBlock(world, companyId, defaultNetworkBlock, 60) ?? '10.10.0.0/22',
  );
  const network: Network = {
    id: nextId(world, 'networks'),
    companyId,
    name: DEFAULT_NETWORK_NAME,
    description: 'Created automatically with the first virtual machine in this region',
    datacenterId,
    networkType: 'standard',
    isDefault: true,
    cidrBlock: plan.cidr,
    gatewayIp: plan.gatewayIp,
    snatEnabled: true,
    snatAddress: allocatePublicIp(world),
    dnsNameservers: [...DEFAULT_DNS_SERVERS],
    allocationPools: [{ start: plan.dhcpStartAddress, end: plan.dhcpEndAddress }],
    pendingJobId: null,
    createdAt: at,
    updatedAt: at,
  };
  world.networks.push(network);
  return network;
}
