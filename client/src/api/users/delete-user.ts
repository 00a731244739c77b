import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { teamKeys } from '@/api/teams/teams-keys';
import { quotaKeys } from '@/api/quotas/get-quota-usage';
import { userKeys } from './users-keys';

export async function deleteUser(id: number): Promise<void> {
  unwrap<unknown>(await http.delete(`/users/delete/${id}`));
}

/** The user leaves the lists and the member counts of their teams. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidate(queryClient, userKeys.all, teamKeys.all, quotaKeys.all),
  });
}
