import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamCreateRequest } from '@contract/teams';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { permissionKeys } from '@/api/permissions/permissions-keys';
import { teamKeys } from './teams-keys';

/** Answers the new team's id. */
export async function createTeam(body: TeamCreateRequest): Promise<number> {
  return unwrap<{ teamId: number }>(await http.post('/teams/create', body)).teamId;
}

/** The team joins every team list, and its creator (its Admin) gains rights in it. */
export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => invalidate(queryClient, teamKeys.all, permissionKeys.all),
  });
}
