import type { z } from 'zod';
import { blocksOverlap, parseCidr, planBlock } from '@contract/ipv4';
import { NETWORK_ERROR_MESSAGES as E, NETWORK_MESSAGES as M } from '@contract/network-messages';
import {
  cidrProblem,
  DEFAULT_DNS_SERVERS,
  parseDnsServers,
  type CidrDetails,
  type cidrDetailsQuerySchema,
  type createNetworkRequestSchema,
  type updateNetworkRequestSchema,
} from '@contract/networks';
import type { Job, Network, World } from '../../model/schema';
import { nextId } from '../../model/ids';
import { FAILURE_STAGE, hasStage } from '../jobs/job-progress';
import { assertWithinQuota } from '../quotas/quotas';
import { takeArmedFailure } from '../sandbox/scenarios';
import type { DomainContext } from '../shared/context';
import { badRequest, conflict } from '../shared/errors';
import { networkCreateDurationMs, scaled } from '../vms/durations';
import { companyBlocks, firstFreeBlock, suggestedBlock } from './free-blocks';
import { connectedVms, regionIdOf } from './network-queries';
import { allocatePublicIp } from './public-ips';

type CreateInput = z.output<typeof createNetworkRequestSchema>;
type UpdateInput = z.output<typeof updateNetworkRequestSchema>;
type CidrQuery = z.output<typeof cidrDetailsQuerySchema>;
export type Caller = { userId: number; companyId: number };

/** Sentinel, as for VMs: a network named fail-... fails at its network stage. */
const FAILURE_PREFIX = 'fail-';

const fieldError = (path: string, msg: string) => badRequest(msg, [{ path, msg }]);

/** The first of the company's other networks in the region whose block overlaps `cidr`. */
function overlapping(
  world: World,
  companyId: number,
  regionId: number,
  cidr: string,
  self?: number,
) {
  const block = parseCidr(cidr);
  return companyBlocks(world, companyId).find(
    (t) =>
      t.network.id !== self &&
      regionIdOf(world, t.network.datacenterId) === regionId &&
      blocksOverlap(t.block, block),
  )?.network;
}

/**
 * The provider's layout of a block (gateway, DHCP pool after the reserved addresses) and a
 * warning when it overlaps another of the caller's networks in the region. Without a block,
 * proposes a free /24.
 */
export function cidrDetails(world: World, companyId: number, q: CidrQuery): CidrDetails {
  const cidr = q.cidr || firstFreeBlock(world, companyId, suggestedBlock);
  if (!cidr) throw badRequest(M.cidrInvalid);
  const problem = cidrProblem(cidr);
  if (problem) throw fieldError('cidr', problem);
  const plan = planBlock(cidr);
  const regionId = q.datacenterId ? regionIdOf(world, q.datacenterId) : null;
  const other =
    regionId !== null ? overlapping(world, companyId, regionId, plan.cidr, q.networkId) : undefined;
  return {
    cidr: plan.cidr,
    gatewayIp: plan.gatewayIp,
    dhcpStartAddress: plan.dhcpStartAddress,
    dhcpEndAddress: plan.dhcpEndAddress,
    warning: other ? E.overlap(other.name, other.cidrBlock ?? '') : null,
  };
}

/** Names are unique per company in a region, whatever their case. */
function assertUniqueName(
  world: World,
  companyId: number,
  regionId: number,
  name: string,
  self?: number,
) {
  const lower = name.toLowerCase();
  const clash = world.networks.some(
    (n) =>
      n.id !== self &&
      n.companyId === companyId &&
      n.name.toLowerCase() === lower &&
      regionIdOf(world, n.datacenterId) === regionId,
  );
  if (clash) throw conflict(E.duplicateName(name));
}

/** The stored addressing of a request: all of it for a standard network, none for a custom one. */
function addressing(req: CreateInput | UpdateInput) {
  if (req.networkType === 'custom')
    return {
      cidrBlock: null,
      gatewayIp: null,
      snatEnabled: false,
      dnsNameservers: [],
      allocationPools: [],
    };
  return {
    cidrBlock: planBlock(req.cidrBlock).cidr,
    gatewayIp: req.defaultRoute,
    snatEnabled: req.snatEnabled,
    dnsNameservers: parseDnsServers(req.dnsServers) ?? [...DEFAULT_DNS_SERVERS],
    allocationPools: [{ start: req.dhcpStartAddress, end: req.dhcpEndAddress }],
  };
}

/** Why the create job will fail: a failure armed in the control room, or the fail- sentinel. */
function whyItFails(world: World, name: string) {
  const armed = takeArmedFailure(world, 'network');
  if (armed)
    return hasStage('network-create', armed.stage) ? armed : { ...armed, stage: FAILURE_STAGE };
  if (name.toLowerCase().startsWith(FAILURE_PREFIX))
    return { stage: FAILURE_STAGE, message: E.failure };
  return null;
}

/**
 * Starts creating a network as a background job. The network is stored at once (its name and
 * range are taken) but stays hidden until the job succeeds; a failed job removes it.
 */
export function createNetwork(ctx: DomainContext, caller: Caller, req: CreateInput): Job {
  const { world } = ctx;
  const { now, scale } = ctx.time;
  const datacenter = world.catalogue.datacenters.find((d) => d.id === req.datacenterId);
  if (!datacenter) throw fieldError('datacenterId', E.datacenterNotFound);
  assertUniqueName(world, caller.companyId, datacenter.regionId, req.name);
  assertWithinQuota(world, caller.companyId, { networks: 1 });

  const at = now.toISOString();
  const jobId = nextId(world, 'jobs');
  const fields = addressing(req);
  const network: Network = {
    id: nextId(world, 'networks'),
    companyId: caller.companyId,
    name: req.name,
    description: req.description,
    datacenterId: datacenter.id,
    networkType: req.networkType,
    isDefault: false,
    ...fields,
    snatAddress: fields.snatEnabled ? allocatePublicIp(world) : null,
    pendingJobId: jobId,
    createdAt: at,
    updatedAt: at,
  };
  world.networks.push(network);

  const failure = whyItFails(world, req.name);
  const durationMs = scaled(networkCreateDurationMs(jobId), scale);
  const job: Job = {
    id: jobId,
    kind: 'network-create',
    companyId: caller.companyId,
    userId: caller.userId,
    resourceType: 'network',
    resourceName: req.name,
    resourceDisplayName: req.name,
    resourceId: network.id,
    datacenterId: datacenter.id,
    vmIds: [],
    startedAt: at,
    durationMs,
    outcome: failure ? 'failure' : 'success',
    failureStage: failure?.stage ?? null,
    errorMessage: failure?.message ?? null,
    finishedAt: null,
    createdAt: at,
  };
  world.jobs.push(job);
  return job;
}

/**
 * Changes a network's name, description and addressing; never its datacenter or type. While
 * VMs are connected the block and pool must keep every lease they hold.
 */
export function updateNetwork(ctx: DomainContext, network: Network, req: UpdateInput): Network {
  const { world } = ctx;
  const { now } = ctx.time;
  if (req.networkType !== network.networkType) throw fieldError('networkType', M.typeLocked);
  assertUniqueName(
    world,
    network.companyId,
    regionIdOf(world, network.datacenterId),
    req.name,
    network.id,
  );
  const fields = addressing(req);
  const leases = connectedVms(world, network.id);
  const sameRange =
    fields.cidrBlock === network.cidrBlock &&
    JSON.stringify(fields.allocationPools) === JSON.stringify(network.allocationPools);
  if (leases.length > 0 && !sameRange) throw conflict(E.rangeInUse);
  const snatAddress = !fields.snatEnabled ? null : (network.snatAddress ?? allocatePublicIp(world));
  Object.assign(network, fields, {
    name: req.name,
    description: req.description,
    snatAddress,
    updatedAt: now.toISOString(),
  });
  return network;
}

/** Deletes a network nothing is connected to; its SNAT address goes back to the range. */
export function deleteNetwork(world: World, network: Network): void {
  if (connectedVms(world, network.id).length > 0) throw conflict(E.connected);
  world.netAdapters.removeWhere((a) => a.networkId === network.id);
  world.networks.remove(network.id);
}
