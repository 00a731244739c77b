import {
  queryOptions,
  skipToken,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { countriesQueryOptions } from './list-countries';
import { datacentersQueryOptions } from './list-datacenters';
import { regionsQueryOptions } from './list-regions';
import { CATALOGUE_STALE_MS } from './catalogue-stale';
import { catalogueKeys } from './catalogue-keys';

export type DatacenterLocation = { countryId: number; regionId: number; datacenterId: number };

/**
 * Where a datacenter sits (country and region), found through the same lists the create form
 * reads, so they are cached for it. Null when no region lists that datacenter.
 */
export async function locateDatacenter(
  client: QueryClient,
  datacenterId: number,
): Promise<DatacenterLocation | null> {
  const countries = await client.fetchQuery(countriesQueryOptions());
  const regions = await Promise.all(
    countries.map((c) => client.fetchQuery(regionsQueryOptions(c.id))),
  );
  const found = await Promise.all(
    regions.flat().map(async (region) => {
      const datacenters = await client.fetchQuery(datacentersQueryOptions(region.id));
      return datacenters.some((d) => d.id === datacenterId) ? region : null;
    }),
  );
  const region = found.find((r) => r !== null);
  return region ? { countryId: region.countryId, regionId: region.id, datacenterId } : null;
}

export const datacenterLocationQueryOptions = (client: QueryClient, datacenterId: number | null) =>
  queryOptions({
    queryKey: catalogueKeys.location(datacenterId ?? 0),
    queryFn: datacenterId ? () => locateDatacenter(client, datacenterId) : skipToken,
    staleTime: CATALOGUE_STALE_MS,
  });

export function useDatacenterLocation(datacenterId: number | null) {
  const client = useQueryClient();
  return useQuery(datacenterLocationQueryOptions(client, datacenterId));
}
