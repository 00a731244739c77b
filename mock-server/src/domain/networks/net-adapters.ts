import type { NetworkAdapter } from '@contract/network-adapters';
import type { NetAdapter, Network, VirtualMachine, World } from '../../model/schema';
import { nextId } from '../../model/ids';
import { freeAddressCount, macAddressFor, nextFreeAddress, type AddressSpace } from './dhcp-leases';
import { allocatePublicIp } from './public-ips';

/** What DHCP manages on a network: a custom network has no provider-managed addressing. */
export function addressSpace(network: Network): AddressSpace | null {
  if (network.networkType === 'custom' || !network.cidrBlock) return null;
  return {
    cidrBlock: network.cidrBlock,
    gatewayIp: network.gatewayIp,
    pools: network.allocationPools,
  };
}

export const usedPrivateIps = (world: World, networkId: number) =>
  world.netAdapters.flatMap((a) => (a.networkId === networkId && a.privateIp ? [a.privateIp] : []));

/** How many more VMs the network can address (Infinity for a custom network). */
export function freeAddresses(world: World, network: Network): number {
  const space = addressSpace(network);
  return space ? freeAddressCount(space, usedPrivateIps(world, network.id)) : Infinity;
}

/**
 * Gives the VM its primary interface (vmnic 1) on the network: the next free host of the pool
 * and, when asked, a public IPv4 NAT-mapped to it. Null when the network has no address left.
 */
export function attachPrimaryAdapter(
  world: World,
  vm: VirtualMachine,
  network: Network,
  opts: { publicIp: boolean; at: string },
): NetAdapter | null {
  return attachAdapter(world, vm, network, { ...opts, vmnic: 1, pendingJobId: null });
}

/**
 * Gives the VM an interface on the network: the next free DHCP lease of its pool (none on a
 * custom network), a MAC of its own and, when asked, a public IPv4. Null when the pool is spent.
 */
export function attachAdapter(
  world: World,
  vm: VirtualMachine,
  network: Network,
  opts: { publicIp: boolean; at: string; vmnic: number; pendingJobId: number | null },
): NetAdapter | null {
  const space = addressSpace(network);
  const privateIp = space ? nextFreeAddress(space, usedPrivateIps(world, network.id)) : null;
  if (space && !privateIp) return null;
  const id = nextId(world, 'netAdapters');
  const adapter: NetAdapter = {
    id,
    companyId: vm.companyId,
    vmId: vm.id,
    networkId: network.id,
    vmnic: opts.vmnic,
    privateIp,
    macAddress: macAddressFor(id),
    publicIp: opts.publicIp && space ? allocatePublicIp(world) : null,
    pendingJobId: opts.pendingJobId,
    createdAt: opts.at,
  };
  world.netAdapters.push(adapter);
  return adapter;
}

/** A deleted VM gives its addresses back to the pools. */
export function releaseAdapters(world: World, vmId: number): void {
  world.netAdapters.removeWhere((a) => a.vmId === vmId);
}

/** The VM's interfaces for the network card, primary first, addressing joined from the network. */
export function netAdaptersOf(world: World, vmId: number): NetworkAdapter[] {
  return world.netAdapters
    .filter((a) => a.vmId === vmId)
    .sort((a, b) => a.vmnic - b.vmnic)
    .flatMap((a) => {
      const network = world.networks.find((n) => n.id === a.networkId);
      if (!network) return [];
      const custom = network.networkType === 'custom';
      return [
        {
          id: a.id,
          vmnic: a.vmnic,
          networkId: network.id,
          networkName: network.name,
          networkType: network.networkType,
          cidrBlock: custom ? null : network.cidrBlock,
          gatewayIp: custom ? null : network.gatewayIp,
          privateIp: custom ? null : a.privateIp,
          macAddress: a.macAddress,
          publicIp: custom ? null : a.publicIp,
          attaching: a.pendingJobId !== null,
        },
      ];
    });
}
