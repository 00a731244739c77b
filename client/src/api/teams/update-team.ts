import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamUpdateRequest } from '@contract/teams';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { permissionKeys } from '@/api/permissions/permissions-keys';
import { userKeys } from '@/api/users/users-keys';
import { teamKeys } from './teams-keys';

export async function updateTeam(body: TeamUpdateRequest): Promise<void> {
  unwrap<unknown>(await http.post('/teams/update', body));
}

/** The name shows in every team list and in users' memberships; a move can change rights. */
export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => invalidate(queryClient, teamKeys.all, userKeys.all, permissionKeys.all),
  });
}
