import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/api/http';
import { unwrap } from '@/api/api-error';
import { teamKeys } from './teams-keys';

export async function deleteTeam(teamId: number): Promise<void> {
  unwrap<unknown>(await http.delete('/teams/delete', { data: { teamId } }));
}

/** Deleting a team changes every list that shows teams, so all teams queries are refetched. */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
