import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobProgress } from '@contract/jobs';
import type { CreateVmRequest } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { dashboardKeys } from '@/api/dashboard/dashboard-keys';
import { invalidate } from '@/api/invalidate';
import { teamKeys } from '@/api/teams/teams-keys';
import { quotaKeys } from '@/api/quotas/get-quota-usage';
import { vmKeys } from './vms-keys';

/** POST create: the VMs are built by a background job, whose progress comes back. */
export async function createVm(request: CreateVmRequest): Promise<JobProgress> {
  return unwrap<JobProgress>(await http.post('/virtualMachines/create', request));
}

export function useCreateVm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVm,
    // The new rows show as Provisioning at once; teams and the dashboard count them already.
    onSuccess: () =>
      invalidate(queryClient, vmKeys.lists(), teamKeys.lists(), dashboardKeys.all, quotaKeys.all),
  });
}
