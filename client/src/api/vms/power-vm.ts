import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PowerAction } from '@contract/vm-status';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { refreshVms } from './refresh-vms';

/** POST start|stop|reset/{id}: accepted at once; the status then moves on its own. */
export async function powerVm(action: PowerAction, id: number): Promise<void> {
  unwrap<unknown>(await http.post(`/virtualMachines/${action}/${id}`));
}

export function usePowerVm(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PowerAction) => powerVm(action, id),
    onSuccess: () => refreshVms(queryClient),
  });
}
