import { ALL_REGIONS } from '@contract/networks';
import type { AvailableNetwork, NetworkDetail, NetworkVm } from '@contract/networks';
import { NETWORK_ERROR_MESSAGES } from '@contract/network-messages';
import type { NetAdapter, Network, VirtualMachine, World } from '../../model/schema';
import { notFound } from '../shared/errors';
import { freeAddressCount } from './dhcp-leases';
import { addressSpace, usedPrivateIps } from './net-adapters';
import { parseCidr } from '@contract/ipv4';

/**
 * A network of the caller's company that exists (its create job has succeeded). Another
 * company's network, an unknown id and one still being created all read "Network not found".
 */
export function findNetwork(world: World, companyId: number, id: number): Network {
  const network = world.networks.find(
    (n) => n.id === id && n.companyId === companyId && n.pendingJobId === null,
  );
  if (!network) throw notFound(NETWORK_ERROR_MESSAGES.notFound);
  return network;
}

/** A network interface of one of the caller's live VMs; anything else is "not found". */
export function findAdapter(world: World, companyId: number, id: number): NetAdapter {
  const adapter = world.netAdapters.find((a) => a.id === id && a.companyId === companyId);
  const vm = adapter && world.virtualMachines.byId(adapter.vmId);
  if (!adapter || !vm || vm.deletedAt !== null)
    throw notFound(NETWORK_ERROR_MESSAGES.adapterNotFound);
  return adapter;
}

/** Where a datacenter is: its region and country, from the catalogue. */
export function placeOf(world: World, datacenterId: number) {
  const { catalogue } = world;
  const datacenter = catalogue.datacenters.find((d) => d.id === datacenterId);
  const region = catalogue.regions.find((r) => r.id === datacenter?.regionId);
  const country = catalogue.countries.find((c) => c.id === region?.countryId);
  const named = (x: { id: number; name: string } | undefined) => ({
    id: x?.id ?? 0,
    name: x?.name ?? '',
  });
  return { datacenter: named(datacenter), region: named(region), country: named(country) };
}

export const regionIdOf = (world: World, datacenterId: number) =>
  world.catalogue.datacenters.find((d) => d.id === datacenterId)?.regionId ?? 0;

/** The live VMs with an interface on the network (once each), with that interface's address. */
export function connectedVms(world: World, networkId: number): NetworkVm[] {
  const vms: NetworkVm[] = [];
  for (const a of world.netAdapters) {
    if (a.networkId !== networkId || vms.some((v) => v.id === a.vmId)) continue;
    const vm = world.virtualMachines.find((v) => v.id === a.vmId && v.deletedAt === null);
    if (vm) vms.push({ id: vm.id, name: vm.name, privateIp: a.privateIp });
  }
  return vms.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** The company's networks that exist, in one region or all of them. */
export const liveNetworks = (world: World, companyId: number, regionId = ALL_REGIONS) =>
  world.networks.filter(
    (n) =>
      n.companyId === companyId &&
      n.pendingJobId === null &&
      (regionId === ALL_REGIONS || regionIdOf(world, n.datacenterId) === regionId),
  );

/**
 * Usage is computed, never stored: total is the block's usable hosts; used is every one of
 * them DHCP cannot hand out any more (the gateway, the reserved addresses and the leases).
 */
export function networkUsage(world: World, network: Network) {
  const space = addressSpace(network);
  if (!space) return { usedIPAddresses: 0, totalIPAddresses: 0 };
  const { network: first, broadcast } = parseCidr(space.cidrBlock);
  const total = broadcast - first - 1;
  const free = freeAddressCount(space, usedPrivateIps(world, network.id));
  return { usedIPAddresses: total - free, totalIPAddresses: total };
}

export function networkDetail(world: World, network: Network): NetworkDetail {
  return {
    id: network.id,
    name: network.name,
    description: network.description,
    networkType: network.networkType,
    isDefault: network.isDefault,
    cidrBlock: network.cidrBlock,
    gatewayIp: network.gatewayIp,
    snat: network.snatEnabled ? network.snatAddress : null,
    snatEnabled: network.snatEnabled,
    dnsNameservers: network.dnsNameservers,
    allocationPools: network.allocationPools,
    ...placeOf(world, network.datacenterId),
    createdAt: new Date(network.createdAt),
    updatedAt: new Date(network.updatedAt),
    usage: networkUsage(world, network),
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The caller's networks in the VM's region that the VM has no interface on yet. */
export function availableNetworks(world: World, vm: VirtualMachine): AvailableNetwork[] {
  const attached = new Set(
    world.netAdapters.filter((a) => a.vmId === vm.id).map((a) => a.networkId),
  );
  return liveNetworks(world, vm.companyId, regionIdOf(world, vm.datacenterId))
    .filter((n) => !attached.has(n.id))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((n) => ({ id: n.id, name: n.name, cidrBlock: n.cidrBlock }));
}
