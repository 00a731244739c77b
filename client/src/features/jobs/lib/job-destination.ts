import type { JobProgress } from '@contract/jobs';
import { paths } from '@/config/paths';

/** Where a completed job's modal takes the user: the resource, else its list (VMs by default). */
export function jobDestination(p: Pick<JobProgress, 'resourceType' | 'resourceId'>): string {
  const id = p.resourceId;
  if (p.resourceType === 'network') {
    return id !== null ? paths.networkDetails(id) : paths.networks();
  }
  return id !== null ? paths.virtualMachineDetails(id) : paths.virtualMachines();
}
