import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Region } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { CATALOGUE_STALE_MS } from './catalogue-stale';
import { catalogueKeys } from './catalogue-keys';

/** Every region, labelled "Country - Region" (the network list's region filter). */
export async function listCombinedRegions(): Promise<Region[]> {
  return unwrap<Region[]>(await http.get('/virtualMachines/listCombinedRegions'));
}

export const combinedRegionsQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.combinedRegions(),
    queryFn: listCombinedRegions,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useCombinedRegions = () => useQuery(combinedRegionsQueryOptions());
