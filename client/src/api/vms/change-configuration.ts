import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { dashboardKeys } from '@/api/dashboard/dashboard-keys';
import { invalidate } from '@/api/invalidate';
import { quotaKeys } from '@/api/quotas/get-quota-usage';
import { liveVmKeys } from './refresh-vms';

/** PUT changeConfiguration: the VM goes Resizing, then runs with the new size. */
export async function changeConfiguration(id: number, configurationId: number): Promise<void> {
  unwrap<unknown>(await http.put('/virtualMachines/changeConfiguration', { id, configurationId }));
}

export function useChangeConfiguration(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (configurationId: number) => changeConfiguration(id, configurationId),
    // The dashboard counts VMs by their current size.
    onSuccess: () => invalidate(queryClient, ...liveVmKeys(), dashboardKeys.all, quotaKeys.all),
  });
}
