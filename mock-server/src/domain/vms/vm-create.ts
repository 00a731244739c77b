import type { z } from 'zod';
import {
  VM_MESSAGES,
  type createVmRequestSchema,
  type VmConfiguration,
} from '@contract/virtual-machines';
import { VM_ERROR_MESSAGES } from '@contract/vm-messages';
import type { Job, VirtualMachine, World } from '../../model/schema';
import { providersOffering, sizeFitsImage } from '../catalogue/catalogue';
import type { DomainContext } from '../shared/context';
import { assertDatacenterOpen } from '../catalogue/datacenter-availability';
import { ensureDefaultNetwork } from '../networks/default-network';
import { createDurationMs, scaled } from './durations';
import { badRequest } from '../shared/errors';
import { nextId } from '../../model/ids';
import { FAILURE_STAGE, failureShare, hasStage } from '../jobs/job-progress';
import { assertWithinQuota } from '../quotas/quotas';
import { takeArmedFailure } from '../sandbox/scenarios';
import { attachPrimaryAdapter, freeAddresses } from '../networks/net-adapters';
import { beginProvisioning } from './vm-lifecycle';
import { randomPassword } from '../../model/vm-password';
import { configurationOf } from './vm-specs';
import { requirePermission } from '../permissions/require-permission';

export type CreateVmInput = z.output<typeof createVmRequestSchema>;
export type Caller = { userId: number; companyId: number };

/** Sentinel (docs/developer-guide.md, "Failure scenarios"): such VMs fail at the network stage and end in Error. */
export const FAILURE_PREFIX = 'fail-';

const fieldError = (path: string, msg: string) => badRequest(msg, [{ path, msg }]);

/** The datacenter, image, size and provider must exist and fit together; else a 400 on that field. */
function resolvePlacement(world: World, req: CreateVmInput) {
  const { catalogue } = world;
  const datacenter = catalogue.datacenters.find((d) => d.id === req.datacenterId);
  if (!datacenter) throw fieldError('datacenterId', 'Datacenter not found');
  const image = catalogue.images.find((i) => i.id === req.imageId);
  if (!image) throw fieldError('imageId', 'Image not found');
  const size = catalogue.sizes.find((s) => s.id === req.configurationId);
  if (!size) throw fieldError('configurationId', 'Machine configuration not found');
  const configuration = configurationOf(size);
  if (!sizeFitsImage(configuration, image))
    throw fieldError(
      'configurationId',
      `${image.name} needs at least ${image.minRamGb} GB of RAM; choose a larger size`,
    );
  const provider = providersOffering(world, datacenter.id, size.id).find(
    (p) => p.id === req.providerId,
  );
  if (!provider) throw fieldError('providerId', VM_MESSAGES.noProvider);
  return { datacenter, image, size, configuration, provider };
}

function assertOwnTeam(world: World, companyId: number, teamId: number | null | undefined) {
  if (!teamId) return; // null, absent or 0: unassigned
  if (!world.teams.some((t) => t.id === teamId && t.companyId === companyId))
    throw fieldError('teamId', VM_ERROR_MESSAGES.teamNotFound);
}

const copyNames = (name: string, copies: number) =>
  copies === 1 ? [name] : Array.from({ length: copies }, (_, i) => `${name}-${i + 1}`);

function displayName(name: string, copies: number) {
  return copies === 1 ? name : `${name} (${copies} VMs)`;
}

/**
 * Starts creating 1-10 VMs as one background job. The VMs exist at once, Provisioning; each
 * gets its primary interface on the region's Default Network (made now if this is the
 * company's first VM there) with the next free private IP and, unless declined, a public IPv4.
 * When the network cannot address them all (or the fail- sentinel asks for it), the job fails
 * at its network stage and the VMs end in Error, without interfaces.
 * Private keys are not made here (RSA takes a while): the route attaches them to `vms`.
 */
export function createVms(
  ctx: DomainContext,
  caller: Caller,
  req: CreateVmInput,
): { job: Job; vms: VirtualMachine[] } {
  const { world } = ctx;
  const { now, scale } = ctx.time;
  // Someone who may create VMs in no team learns nothing about the team or the catalogue.
  requirePermission(world, caller, 'vm.create');
  assertOwnTeam(world, caller.companyId, req.teamId);
  requirePermission(world, caller, 'vm.create', req.teamId || null);
  const placement = resolvePlacement(world, req);
  assertDatacenterOpen(world, placement.datacenter.id);
  assertWithinQuota(world, caller.companyId, {
    virtualMachines: req.numberOfInstances,
    cpuCores: req.numberOfInstances * placement.configuration.cpu,
    publicIps: req.allocatePublicIp ? req.numberOfInstances : 0,
  });

  const at = now.toISOString();
  const copies = req.numberOfInstances;
  const network = ensureDefaultNetwork(world, caller.companyId, placement.datacenter.id, at);
  const failure = whyItFails(world, req, freeAddresses(world, network) < copies);
  const failing = failure !== null;

  const jobId = nextId(world, 'jobs');
  const durationMs = scaled(createDurationMs(placement.configuration.cpu, jobId, copies), scale);
  const vms = copyNames(req.name, copies).map((name) =>
    newVm(world, caller, req, placement.configuration, name, jobId, at),
  );
  for (const vm of vms) {
    const endsIn = failure
      ? Math.round(durationMs * failureShare('vm-create', failure.stage))
      : durationMs;
    beginProvisioning(vm, failing ? 'Error' : 'Running', endsIn, now);
    world.virtualMachines.push(vm);
    if (!failing) attachPrimaryAdapter(world, vm, network, { publicIp: req.allocatePublicIp, at });
  }

  const job: Job = {
    id: jobId,
    kind: 'vm-create',
    companyId: caller.companyId,
    userId: caller.userId,
    resourceType: 'virtual_machine',
    resourceName: req.name,
    resourceDisplayName: displayName(req.name, copies),
    resourceId: vms.length === 1 ? (vms[0]?.id ?? null) : null,
    datacenterId: placement.datacenter.id,
    vmIds: vms.map((v) => v.id),
    startedAt: at,
    durationMs,
    outcome: failing ? 'failure' : 'success',
    failureStage: failure?.stage ?? null,
    errorMessage: failure?.message ?? null,
    finishedAt: null,
    createdAt: at,
  };
  world.jobs.push(job);
  return { job, vms };
}

/**
 * Why the job will fail, if it will: a failure armed in the control room (its stage and words),
 * the fail- name sentinel, or a Default Network with too few free addresses (both at the network
 * stage). Addresses are handed out at the network stage, so a VM that fails earlier gets none.
 */
function whyItFails(world: World, req: CreateVmInput, tooFewAddresses: boolean) {
  const armed = takeArmedFailure(world, 'virtual_machine');
  if (armed && hasStage('vm-create', armed.stage)) return armed;
  if (req.name.toLowerCase().startsWith(FAILURE_PREFIX) || tooFewAddresses)
    return { stage: FAILURE_STAGE, message: VM_ERROR_MESSAGES.networkFailure };
  return null;
}

function newVm(
  world: World,
  caller: Caller,
  req: CreateVmInput,
  configuration: VmConfiguration,
  name: string,
  jobId: number,
  at: string,
): VirtualMachine {
  const image = world.catalogue.images.find((i) => i.id === req.imageId);
  return {
    id: nextId(world, 'virtualMachines'),
    companyId: caller.companyId,
    name,
    sizeId: configuration.id,
    custom: null,
    status: 'Provisioning',
    transition: null,
    datacenterId: req.datacenterId,
    imageId: req.imageId,
    providerId: req.providerId,
    teamId: req.teamId || null,
    username: image?.defaultUsername ?? 'admin',
    sshPassword: randomPassword(),
    privateKeyPem: null,
    jobId,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}
