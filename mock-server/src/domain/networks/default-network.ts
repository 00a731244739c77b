import type { Network, World } from '../../store/schema';
import { nextId } from '../../store/ids';
import { allocatePublicIp } from './public-ips';

export const DEFAULT_NETWORK_NAME = 'Default Network';
const DEFAULT_DNS = ['1.1.1.1', '8.8.8.8'];

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
      regionOfDatacenter(world, n.datacenterId) === regionId,
  );
}

/**
 * Each region's Default Network gets its own /22 (10.10.0.0/22, 10.14.0.0/22, ...), so a VM
 * with interfaces in two regions never sees overlapping ranges. Only the company's own
 * networks matter: private ranges may repeat between tenants.
 */
function freeSecondOctet(world: World, companyId: number): number {
  const taken = new Set(
    world.networks
      .filter((n) => n.companyId === companyId && n.cidrBlock)
      .map((n) => Number(n.cidrBlock?.split('.')[1])),
  );
  let octet = 10;
  while (taken.has(octet) || taken.has(octet + 1) || taken.has(octet + 2) || taken.has(octet + 3))
    octet += 4;
  return octet;
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
  const octet = freeSecondOctet(world, companyId);
  const network: Network = {
    id: nextId(world, 'networks'),
    companyId,
    name: DEFAULT_NETWORK_NAME,
    description: 'Created automatically with the first virtual machine in this region',
    datacenterId,
    networkType: 'standard',
    isDefault: true,
    cidrBlock: `10.${octet}.0.0/22`,
    gatewayIp: `10.${octet}.0.1`,
    snatEnabled: true,
    snatAddress: allocatePublicIp(world),
    dnsNameservers: [...DEFAULT_DNS],
    allocationPools: [{ start: `10.${octet}.0.10`, end: `10.${octet}.3.254` }],
    createdAt: at,
    updatedAt: at,
  };
  world.networks.push(network);
  return network;
}
