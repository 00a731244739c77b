import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditVmRequest } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { refreshVms } from './refresh-vms';

/** PUT edit/{id} with only what changed: a name, and/or a team (null unassigns). */
export async function editVm(id: number, changes: EditVmRequest): Promise<void> {
  unwrap<unknown>(await http.put(`/virtualMachines/edit/${id}`, changes));
}

export function useEditVm(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: EditVmRequest) => editVm(id, changes),
    onSuccess: () => refreshVms(queryClient),
  });
}
