import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { vmKeys } from '@/api/vms/vms-keys';
import { teamKeys } from './teams-keys';

export async function deleteTeam(teamId: number): Promise<void> {
  unwrap<unknown>(await http.delete('/teams/delete', { data: { teamId } }));
}

/**
 * The team leaves every place that shows teams (the dashboard's list, the VM form's dropdown),
 * and its VMs lose their team: VM details and team-filtered VM lists change too.
 */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: () => invalidate(queryClient, teamKeys.all, vmKeys.details(), vmKeys.lists()),
  });
}
