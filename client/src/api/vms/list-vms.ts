import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { VM_PAGE_SIZE, type VmListQuery, type VmListResponse } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { hasTransitionalVm, VM_REFRESH_MS } from './vm-transitions';
import { vmKeys, type VmListParams } from './vms-keys';

export async function listVms(params: VmListParams): Promise<VmListResponse> {
  const query: VmListQuery = { ...params, rowsPerPage: VM_PAGE_SIZE };
  return unwrap<VmListResponse>(await http.get('/virtualMachines/list', { params: query }));
}

export const vmListQueryOptions = (params: VmListParams) =>
  queryOptions({
    queryKey: vmKeys.list(params),
    queryFn: () => listVms(params),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
    // Rows that are changing state are re-read until they settle; paused while the tab is hidden.
    refetchInterval: (query) => (hasTransitionalVm(query.state.data?.data) ? VM_REFRESH_MS : false),
  });

export const useVmList = (params: VmListParams) => useQuery(vmListQueryOptions(params));
