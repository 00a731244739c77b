import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { quotaKeys } from '@/api/quotas/get-quota-usage';
import { networkKeys } from './networks-keys';

export async function deleteNetwork(id: number): Promise<void> {
  unwrap<unknown>(await http.delete(`/networks/delete/${id}`));
}

/** The details stay cached: the screen still shows them while it navigates away. */
export function useDeleteNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNetwork,
    onSuccess: () => invalidate(queryClient, networkKeys.lists(), quotaKeys.all),
  });
}
