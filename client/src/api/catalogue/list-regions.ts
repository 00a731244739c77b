import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Region } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { CATALOGUE_STALE_MS } from './catalogue-stale';
import { catalogueKeys } from './catalogue-keys';

export async function listRegions(countryId: number): Promise<Region[]> {
  return unwrap<Region[]>(await http.get(`/virtualMachines/listRegions/${countryId}`));
}

/** Null until a country is chosen: nothing is fetched. */
export const regionsQueryOptions = (countryId: number | null) =>
  queryOptions({
    queryKey: catalogueKeys.regions(countryId ?? 0),
    queryFn: countryId ? () => listRegions(countryId) : skipToken,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useRegions = (countryId: number | null) => useQuery(regionsQueryOptions(countryId));
