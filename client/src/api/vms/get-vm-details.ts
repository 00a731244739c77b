import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VmDetails } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { isTransitional, VM_REFRESH_MS } from './vm-transitions';
import { vmKeys } from './vms-keys';

export async function getVmDetails(id: number): Promise<VmDetails> {
  return unwrap<VmDetails>(await http.get(`/virtualMachines/details/${id}`));
}

export const vmDetailsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: vmKeys.detail(id),
    queryFn: () => getVmDetails(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isTransitional(status) ? VM_REFRESH_MS : false;
    },
  });

export const useVmDetails = (id: number) => useQuery(vmDetailsQueryOptions(id));
