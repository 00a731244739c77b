import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  NETWORK_PAGE_SIZE,
  type NetworkListQuery,
  type NetworkListResponse,
} from '@contract/networks';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { networkKeys, type NetworkListParams } from './networks-keys';

export async function listNetworks(params: NetworkListParams): Promise<NetworkListResponse> {
  const query: NetworkListQuery = { ...params, rowsPerPage: NETWORK_PAGE_SIZE };
  return unwrap<NetworkListResponse>(await http.get('/networks/list', { params: query }));
}

export const networkListQueryOptions = (params: NetworkListParams) =>
  queryOptions({
    queryKey: networkKeys.list(params),
    queryFn: () => listNetworks(params),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useNetworkList = (params: NetworkListParams) =>
  useQuery(networkListQueryOptions(params));
