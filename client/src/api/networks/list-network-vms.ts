import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworkVm } from '@contract/networks';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { networkKeys } from './networks-keys';

export async function listNetworkVms(id: number): Promise<NetworkVm[]> {
  return unwrap<NetworkVm[]>(await http.get(`/networks/${id}/vmsForNetwork`));
}

export const networkVmsQueryOptions = (id: number) =>
  queryOptions({ queryKey: networkKeys.vms(id), queryFn: () => listNetworkVms(id) });

export const useNetworkVms = (id: number) => useQuery(networkVmsQueryOptions(id));
