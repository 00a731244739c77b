import type { JobProgress } from '@contract/jobs';
import { paths } from '@/config/paths';

/** Where a completed job's modal takes the user: the resource, else its list (VMs by default). */
export function jobDestination(p: Pick<JobProgress, 'resourceType' | 'resourceId'>): string {
  const id = p.resourceId;
  // A datacenter that is ready takes VMs: the create screen, with that datacenter chosen.
  if (p.resourceType === 'datacenter') return paths.createVirtualMachine(id ?? undefined);
  if (p.resourceType === 'network') {
    return id !== null ? paths.networkDetails(id) : paths.networks();
  }
  return id !== null ? paths.virtualMachineDetails(id) : paths.virtualMachines();
}
