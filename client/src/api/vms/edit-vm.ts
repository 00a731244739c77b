import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditVmRequest } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { teamKeys } from '@/api/teams/teams-keys';
import { liveVmKeys } from './refresh-vms';

/** PUT edit/{id} with only what changed: a name, and/or a team (null unassigns). */
export async function editVm(id: number, changes: EditVmRequest): Promise<void> {
  unwrap<unknown>(await http.put(`/virtualMachines/edit/${id}`, changes));
}

export function useEditVm(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EditVmRequest) => editVm(id, changes),
    // A new team moves the VM between the teams' VM counts.
    onSuccess: () => invalidate(queryClient, ...liveVmKeys(), teamKeys.lists()),
  });
}
