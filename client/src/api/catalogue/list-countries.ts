import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Named } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { CATALOGUE_STALE_MS } from './catalogue-stale';
import { catalogueKeys } from './catalogue-keys';

export async function listCountries(): Promise<Named[]> {
  return unwrap<Named[]>(await http.get('/virtualMachines/listCountries'));
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.countries(),
    queryFn: listCountries,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
