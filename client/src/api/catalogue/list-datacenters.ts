import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Datacenter } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { CATALOGUE_STALE_MS } from './catalogue-stale';
import { catalogueKeys } from './catalogue-keys';

export async function listDatacenters(regionId: number): Promise<Datacenter[]> {
  return unwrap<Datacenter[]>(await http.get(`/virtualMachines/listDatacenters/${regionId}`));
}

export const datacentersQueryOptions = (regionId: number | null) =>
  queryOptions({
    queryKey: catalogueKeys.datacenters(regionId ?? 0),
    queryFn: regionId ? () => listDatacenters(regionId) : skipToken,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useDatacenters = (regionId: number | null) =>
  useQuery(datacentersQueryOptions(regionId));
