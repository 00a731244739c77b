import type { JobProgress, ResourceType } from '@contract/jobs';
import { jobStatus, type JobStatus } from './tracked-job';

export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  virtual_machine: 'Virtual Machine',
  network: 'Network',
  datacenter: 'Datacenter',
};

// Stored jobs may come from an older build with a type this one does not know.
export const resourceTypeLabel = (type: ResourceType) => RESOURCE_TYPE_LABELS[type] ?? 'Resource';

export const resourceName = (p: Pick<JobProgress, 'resourceDisplayName' | 'resourceName'>) =>
  p.resourceDisplayName || p.resourceName;

const DEFAULT_MESSAGES: Record<JobStatus, string> = {
  completed: 'Created successfully',
  running: 'In progress...',
  failed: 'Creation failed',
};

/** The line under a job's name on its card: a failure shows its error first. */
export function jobMessage(p: JobProgress): string {
  const status = jobStatus(p);
  if (status === 'failed') return p.errorMessage || DEFAULT_MESSAGES.failed;
  return p.message || (DEFAULT_MESSAGES[status] ?? 'Unknown status');
}

/**
 * Job modal titles: "Creating X", "X Created Successfully", "X Creation Failed"; a datacenter
 * is not created by the customer but set up by the provider, and says so.
 */
export function jobModalTitle(p: JobProgress): string {
  const status = jobStatus(p);
  if (p.resourceType === 'datacenter')
    return {
      completed: 'Datacenter Ready',
      failed: 'Datacenter Setup Failed',
      running: 'Setting up Datacenter',
    }[status];
  const label = resourceTypeLabel(p.resourceType);
  if (status === 'completed') return `${label} Created Successfully`;
  if (status === 'failed') return `${label} Creation Failed`;
  return `Creating ${label}`;
}

/** The drawer shows only the most recent history entries. */
export const HISTORY_VISIBLE = 10;

export const historyFooter = (count: number) =>
  count > HISTORY_VISIBLE
    ? `Showing recent ${HISTORY_VISIBLE} of ${count} completed jobs`
    : `${count} completed job(s)`;

/** "provisioning_disk" -> "Provisioning disk": stages are machine words on the wire. */
export function formatStage(stage: string): string {
  const words = stage.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
