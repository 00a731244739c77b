import type { JobProgress } from '@contract/jobs';
import type { Job, JobKind } from '../../model/schema';

export type Stage = { stage: string; share: number; message: string };

/**
 * The named stages of each kind of job, each taking a share of the job's duration (the shares
 * add up to 1). A job reads as `completed` once its whole duration has passed.
 */
const STAGES: Record<JobKind, Stage[]> = {
  'vm-create': [
    { stage: 'queued', share: 0.06, message: 'Waiting in queue...' },
    { stage: 'allocating', share: 0.16, message: 'Allocating resources...' },
    { stage: 'creating_disk', share: 0.3, message: 'Creating disk...' },
    { stage: 'booting', share: 0.28, message: 'Booting virtual machine...' },
    { stage: 'configuring_network', share: 0.2, message: 'Configuring network...' },
  ],
  'datacenter-init': [
    { stage: 'queued', share: 0.04, message: 'Waiting in queue...' },
    { stage: 'preparing_hosts', share: 0.36, message: 'Preparing compute hosts...' },
    { stage: 'configuring_storage', share: 0.3, message: 'Configuring storage...' },
    { stage: 'configuring_network', share: 0.3, message: 'Configuring the datacenter network...' },
  ],
  'network-create': [
    { stage: 'queued', share: 0.1, message: 'Waiting in queue...' },
    { stage: 'allocating', share: 0.3, message: 'Reserving the address range...' },
    {
      stage: 'configuring_network',
      share: 0.6,
      message: 'Configuring subnet, DHCP and routing...',
    },
  ],
  'interface-attach': [
    { stage: 'queued', share: 0.1, message: 'Waiting in queue...' },
    { stage: 'allocating', share: 0.3, message: 'Leasing an address...' },
    { stage: 'configuring_network', share: 0.6, message: 'Attaching the interface...' },
  ],
};

/** A failing job stops halfway through this stage: addresses are handed out there. */
export const FAILURE_STAGE = 'configuring_network';

export const stagesOf = (kind: JobKind): readonly Stage[] => STAGES[kind];

/** Where (0-1) a stage starts and ends within the job. */
function stageBounds(kind: JobKind, stage: string): { from: number; to: number } {
  let from = 0;
  for (const s of STAGES[kind]) {
    if (s.stage === stage) return { from, to: from + s.share };
    from += s.share;
  }
  throw new Error(`${kind} has no stage ${stage}`);
}

/** The share (0-1) of the duration after which a failing job fails: halfway through its stage. */
export function failureShare(kind: JobKind, stage: string = FAILURE_STAGE): number {
  const { from, to } = stageBounds(kind, stage);
  return (from + to) / 2;
}

/** Whether a kind of job goes through that stage (a failure can be armed there). */
export const hasStage = (kind: JobKind, stage: string) =>
  STAGES[kind].some((s) => s.stage === stage);

/** Epoch ms when the job stops: the end of its duration, or its failure point. */
export function jobEndsAt(
  job: Pick<Job, 'kind' | 'startedAt' | 'durationMs' | 'outcome' | 'failureStage'>,
): number {
  const share =
    job.outcome === 'failure' ? failureShare(job.kind, job.failureStage ?? FAILURE_STAGE) : 1;
  return Date.parse(job.startedAt) + Math.round(job.durationMs * share);
}

function stageAt(kind: JobKind, fraction: number): Stage {
  const stages = STAGES[kind];
  let end = 0;
  for (const s of stages) {
    end += s.share;
    if (fraction < end) return s;
  }
  return stages[stages.length - 1] as Stage;
}

function completionMessage(job: Job): string {
  if (job.kind === 'datacenter-init') return 'Datacenter is ready';
  if (job.kind === 'network-create') return 'Network is ready';
  if (job.kind === 'interface-attach') return 'Network interface is attached';
  const n = job.vmIds.length;
  return n > 1 ? `${n} virtual machines are ready` : 'Virtual machine is ready';
}

const failureMessage = (stage: Stage) =>
  `Failed while ${stage.message.replace(/\.+$/, '').replace(/^\w/, (c) => c.toLowerCase())}`;

/**
 * A job's progress at `now`, derived only from what was stored when it started: the same job
 * read at the same instant always gives the same answer, before or after a restart.
 */
export function jobProgress(job: Job, now: Date): JobProgress {
  const started = Date.parse(job.startedAt);
  const plannedEnd = started + job.durationMs;
  const endsAt = jobEndsAt(job);
  const done = now.getTime() >= endsAt;
  const failed = done && job.outcome === 'failure';
  const elapsed = Math.min(Math.max(0, now.getTime() - started), endsAt - started);
  const fraction = elapsed / job.durationMs;
  // 100 only once completed: a running job never claims to be finished.
  const percentage = done && !failed ? 100 : Math.min(99, Math.floor(fraction * 100));
  const stage = stageAt(job.kind, fraction);
  return {
    jobId: job.id,
    resourceType: job.resourceType,
    resourceDisplayName: job.resourceDisplayName,
    resourceName: job.resourceName,
    resourceId: job.resourceId,
    stage: failed ? 'failed' : done ? 'completed' : stage.stage,
    progressPercentage: percentage,
    isCompleted: done && !failed,
    hasFailed: failed,
    message: failed ? failureMessage(stage) : done ? completionMessage(job) : stage.message,
    errorMessage: failed ? job.errorMessage : null,
    createdAt: new Date(job.createdAt),
    // Until it fails, a failing job looks like any other: its estimate is the full duration.
    estimatedCompletion: new Date(failed ? endsAt : plannedEnd),
    timeRemaining: done ? 0 : Math.ceil((plannedEnd - now.getTime()) / 1000),
  };
}
