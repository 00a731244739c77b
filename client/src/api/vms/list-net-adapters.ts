import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworkAdapter } from '@contract/network-adapters';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { vmKeys } from './vms-keys';

export type { NetworkAdapter };

export const ATTACHING_REFRESH_MS = 5000;

export async function listNetAdapters(vmId: number): Promise<NetworkAdapter[]> {
  return unwrap<NetworkAdapter[]>(await http.get(`/networks/listNetAdapters/${vmId}`));
}

export const netAdaptersQueryOptions = (vmId: number) =>
  queryOptions({
    queryKey: vmKeys.netAdaptersOf(vmId),
    queryFn: () => listNetAdapters(vmId),
    // An interface being attached (up to 2 minutes) is re-read until it carries traffic.
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.attaching) ? ATTACHING_REFRESH_MS : false,
  });

export const useNetAdapters = (vmId: number) => useQuery(netAdaptersQueryOptions(vmId));
