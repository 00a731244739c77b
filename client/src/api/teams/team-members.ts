import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamMemberRequest, TeamRemoveUserRequest } from '@contract/teams';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { permissionKeys } from '@/api/permissions/permissions-keys';
import { userKeys } from '@/api/users/users-keys';
import { teamKeys } from './teams-keys';

export async function addTeamUser(body: TeamMemberRequest): Promise<void> {
  unwrap<unknown>(await http.post('/teams/addUser', body));
}

export async function removeTeamUser(body: TeamRemoveUserRequest): Promise<void> {
  unwrap<unknown>(await http.delete('/teams/removeUser', { data: body }));
}

// A membership shows in the team (members, counts), in the user's teams and in the user lists
// filtered by team, and may change what the caller may do.
const membershipKeys = [teamKeys.all, userKeys.all, permissionKeys.all];

export function useAddTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeamUser,
    onSuccess: () => invalidate(queryClient, ...membershipKeys),
  });
}

export function useRemoveTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamUser,
    onSuccess: () => invalidate(queryClient, ...membershipKeys),
  });
}
