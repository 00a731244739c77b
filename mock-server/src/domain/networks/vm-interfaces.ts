import { interfaceChangeRefusal, MAX_INTERFACES } from '@contract/network-interfaces';
import { NETWORK_ERROR_MESSAGES as E } from '@contract/network-messages';
import { vmRefusal } from '@contract/vm-status';
import type { Job, NetAdapter, Network, VirtualMachine, World } from '../../model/schema';
import { nextId } from '../../model/ids';
import { assertWithinQuota } from '../quotas/quotas';
import type { DomainContext } from '../shared/context';
import { conflict } from '../shared/errors';
import { interfaceAttachDurationMs, scaled } from '../vms/durations';
import { attachAdapter } from './net-adapters';
import { regionIdOf } from './network-queries';
import { allocatePublicIp } from './public-ips';

const hotplugOf = (world: World, vm: VirtualMachine) =>
  world.catalogue.providers.find((p) => p.id === vm.providerId)?.networkHotplug ?? false;

/** Interfaces change only when the VM's status and provider allow it (the contract's rule). */
function assertCanChange(world: World, vm: VirtualMachine) {
  if (vm.status === 'Provisioning') throw conflict(vmRefusal('edit', vm.status));
  const refusal = interfaceChangeRefusal(vm.status, hotplugOf(world, vm));
  if (refusal) throw conflict(refusal);
}

/**
 * Starts attaching an interface on the network to the VM: at most five interfaces, one per
 * network, in the VM's region, with a free lease in the pool. The lease is taken at once; the
 * interface carries traffic when the job ends (up to 2 minutes).
 */
export function addInterface(ctx: DomainContext, vm: VirtualMachine, network: Network): Job {
  const { world } = ctx;
  const { now, scale } = ctx.time;
  assertCanChange(world, vm);
  const adapters = world.netAdapters.filter((a) => a.vmId === vm.id);
  if (adapters.length >= MAX_INTERFACES) throw conflict(E.interfaceLimit);
  if (adapters.some((a) => a.networkId === network.id)) throw conflict(E.alreadyAttached);
  if (regionIdOf(world, network.datacenterId) !== regionIdOf(world, vm.datacenterId))
    throw conflict(E.otherRegion);

  const at = now.toISOString();
  const jobId = nextId(world, 'jobs');
  const vmnic = Math.max(0, ...adapters.map((a) => a.vmnic)) + 1;
  const adapter = attachAdapter(world, vm, network, {
    publicIp: false,
    at,
    vmnic,
    pendingJobId: jobId,
  });
  if (!adapter) throw conflict(E.poolExhausted(network.name));
  const job: Job = {
    id: jobId,
    kind: 'interface-attach',
    companyId: vm.companyId,
    userId: null,
    resourceType: 'virtual_machine',
    resourceName: vm.name,
    resourceDisplayName: `${vm.name}: interface on ${network.name}`,
    resourceId: vm.id,
    datacenterId: vm.datacenterId,
    vmIds: [vm.id],
    startedAt: at,
    durationMs: scaled(interfaceAttachDurationMs(jobId), scale),
    outcome: 'success',
    failureStage: null,
    errorMessage: null,
    finishedAt: null,
    createdAt: at,
  };
  world.jobs.push(job);
  return job;
}

/** Detaches an interface (never the primary); its lease and public IP go back to their ranges. */
export function removeInterface(world: World, vm: VirtualMachine, adapter: NetAdapter): void {
  if (adapter.vmnic === 1) throw conflict(E.primaryNotRemovable);
  assertCanChange(world, vm);
  world.netAdapters.remove(adapter.id);
}

const networkOf = (world: World, adapter: NetAdapter) =>
  world.networks.find((n) => n.id === adapter.networkId);

/** NAT-maps a public IPv4, unique across every company, to the interface's private address. */
export function allocateInterfacePublicIp(world: World, adapter: NetAdapter): NetAdapter {
  if (networkOf(world, adapter)?.networkType !== 'standard') throw conflict(E.customNoPublicIp);
  if (adapter.publicIp) throw conflict(E.hasPublicIp);
  assertWithinQuota(world, adapter.companyId, { publicIps: 1 });
  const ip = allocatePublicIp(world);
  if (!ip) throw conflict(E.publicIpsExhausted);
  adapter.publicIp = ip;
  return adapter;
}

/** Gives the interface's public IPv4 back to the range, for anyone to get next. */
export function releaseInterfacePublicIp(adapter: NetAdapter): NetAdapter {
  if (!adapter.publicIp) throw conflict(E.noPublicIp);
  adapter.publicIp = null;
  return adapter;
}
