import type { DatacenterAvailability } from '@contract/virtual-machines';
import {
  DATACENTER_INITIALIZATION_REASON as INITIALIZATION_REASON,
  VM_ERROR_MESSAGES,
} from '@contract/vm-messages';
import type { Datacenter, Job, World } from '../../model/schema';
import { findDatacenter } from './catalogue';
import { conflict } from '../shared/errors';
import { nextId } from '../../model/ids';

/** Whether a datacenter takes new VMs now; an initializing one names its running setup job. */
export function datacenterAvailability(world: World, datacenterId: number): DatacenterAvailability {
  findDatacenter(world, datacenterId);
  const outage = world.datacenterOutages.find((o) => o.datacenterId === datacenterId);
  if (!outage) return { available: true, reason: null, currentProgress: null };
  return {
    available: false,
    reason: outage.reason,
    currentProgress: outage.jobId !== null ? { jobId: outage.jobId } : null,
  };
}

/** Creating in a datacenter that is not available is a conflict, with the reason. */
export function assertDatacenterOpen(world: World, datacenterId: number): void {
  const a = datacenterAvailability(world, datacenterId);
  if (a.available) return;
  throw conflict(
    a.reason === INITIALIZATION_REASON
      ? VM_ERROR_MESSAGES.datacenterInitializing
      : `${VM_ERROR_MESSAGES.datacenterUnavailable}: ${a.reason}`,
  );
}

/**
 * Puts a datacenter in setup: a provider job (companyId null, so every signed-in user can follow
 * it: it names no tenant's resources) and an outage that settle() lifts when the job is done.
 * `startedAt` may lie in the past so a freshly seeded demo already shows the job moving.
 */
export function startDatacenterInitialization(
  world: World,
  datacenter: Datacenter,
  opts: { startedAt: Date; durationMs: number },
): Job {
  const job: Job = {
    id: nextId(world, 'jobs'),
    kind: 'datacenter-init',
    companyId: null,
    userId: null,
    resourceType: 'datacenter',
    resourceName: datacenter.code,
    resourceDisplayName: `${datacenter.name} datacenter setup`,
    resourceId: datacenter.id,
    datacenterId: datacenter.id,
    vmIds: [],
    startedAt: opts.startedAt.toISOString(),
    durationMs: opts.durationMs,
    outcome: 'success',
    failureStage: null,
    errorMessage: null,
    finishedAt: null,
    createdAt: opts.startedAt.toISOString(),
  };
  world.jobs.push(job);
  world.datacenterOutages.push({
    id: nextId(world, 'datacenterOutages'),
    datacenterId: datacenter.id,
    reason: INITIALIZATION_REASON,
    jobId: job.id,
  });
  return job;
}

export function markDatacenterUnavailable(world: World, datacenterId: number, reason: string) {
  world.datacenterOutages.push({
    id: nextId(world, 'datacenterOutages'),
    datacenterId,
    reason,
    jobId: null,
  });
}
