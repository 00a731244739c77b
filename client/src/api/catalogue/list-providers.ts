import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { Named } from '@contract/virtual-machines';
import type { ListProvidersQuery } from '@contract/vm-catalogue';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { CATALOGUE_STALE_MS } from './catalogue-stale';
import { catalogueKeys } from './catalogue-keys';

type Selection = {
  datacenterId: number | null;
  imageId: number | null;
  configurationId: number | null;
};

export async function listProviders(
  datacenterId: number,
  imageId: number,
  configurationId: number,
) {
  const params: ListProvidersQuery = { imageId, configurationId };
  const url = `/virtualMachines/listProviders/${datacenterId}`;
  return unwrap<Named[]>(await http.get(url, { params }));
}

/** Providers able to host the chosen size and image in the chosen datacenter. */
export const providersQueryOptions = ({ datacenterId, imageId, configurationId }: Selection) =>
  queryOptions({
    queryKey: catalogueKeys.providers(datacenterId ?? 0, imageId ?? 0, configurationId ?? 0),
    queryFn:
      datacenterId && imageId && configurationId
        ? () => listProviders(datacenterId, imageId, configurationId)
        : skipToken,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useProviders = (selection: Selection) => useQuery(providersQueryOptions(selection));
