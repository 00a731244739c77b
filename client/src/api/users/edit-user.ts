import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditUserRequest } from '@contract/users';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { authKeys } from '@/api/auth/auth-keys';
import { teamKeys } from '@/api/teams/teams-keys';
import { userKeys } from './users-keys';

export async function editUser(body: EditUserRequest): Promise<void> {
  unwrap<unknown>(await http.post('/users/edit', body));
}

/** Names show in user lists, team members and (for oneself) the sidebar. */
export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    onSuccess: () => invalidate(queryClient, userKeys.all, teamKeys.all, authKeys.me()),
  });
}
