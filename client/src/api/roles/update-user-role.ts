import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRoleRequest } from '@contract/roles';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { permissionKeys } from '@/api/permissions/permissions-keys';
import { teamKeys } from '@/api/teams/teams-keys';
import { userKeys } from '@/api/users/users-keys';

export async function updateUserRole(body: UpdateUserRoleRequest): Promise<void> {
  unwrap<unknown>(await http.post('/roles/updateUserRoleForTeam', body));
}

/** The role shows in the team's members and the user's memberships, and may change rights. */
export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => invalidate(queryClient, teamKeys.all, userKeys.all, permissionKeys.all),
  });
}
