import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NetworkDetail, UpdateNetworkRequest } from '@contract/networks';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { vmKeys } from '@/api/vms/vms-keys';
import { networkKeys } from './networks-keys';

export async function updateNetwork(id: number, request: UpdateNetworkRequest) {
  return unwrap<NetworkDetail>(await http.put(`/networks/update/${id}`, request));
}

/** A renamed network shows under its new name on its VMs' interface cards too. */
export function useUpdateNetwork(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateNetworkRequest) => updateNetwork(id, request),
    onSuccess: () => invalidate(queryClient, networkKeys.all, vmKeys.netAdapters()),
  });
}
