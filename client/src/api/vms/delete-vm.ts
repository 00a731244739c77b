import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { teamKeys } from '@/api/teams/teams-keys';
import { quotaKeys } from '@/api/quotas/get-quota-usage';
import { vmKeys } from './vms-keys';

export async function deleteVm(id: number): Promise<void> {
  unwrap<unknown>(await http.delete(`/virtualMachines/delete/${id}`));
}

/**
 * The details stay cached rather than removed: the screen still shows them while it navigates
 * away, and removing them would refetch a VM that no longer exists. Its team counts one VM less.
 */
export function useDeleteVm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVm,
    onSuccess: () => invalidate(queryClient, vmKeys.lists(), teamKeys.lists(), quotaKeys.all),
  });
}
