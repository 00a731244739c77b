import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableNetwork } from '@contract/networks';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { networkKeys } from './networks-keys';

export async function listAvailableNetworks(vmId: number): Promise<AvailableNetwork[]> {
  return unwrap<AvailableNetwork[]>(await http.get(`/virtualMachines/${vmId}/availableNetworks`));
}

/** Fetched when the Add Network Interface dialog opens. */
export const useAvailableNetworks = (vmId: number, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: networkKeys.available(vmId),
      queryFn: () => listAvailableNetworks(vmId),
    }),
    enabled,
  });
