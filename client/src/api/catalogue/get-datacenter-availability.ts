import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { DatacenterAvailability } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { catalogueKeys } from './catalogue-keys';

export async function getDatacenterAvailability(id: number): Promise<DatacenterAvailability> {
  return unwrap<DatacenterAvailability>(await http.get(`/resource/datacenterAvailability/${id}`));
}

/** Asked afresh every time a datacenter is chosen: initialisation may have finished meanwhile. */
export const datacenterAvailabilityQueryOptions = (datacenterId: number | null) =>
  queryOptions({
    queryKey: catalogueKeys.availability(datacenterId ?? 0),
    queryFn: datacenterId ? () => getDatacenterAvailability(datacenterId) : skipToken,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useDatacenterAvailability = (datacenterId: number | null) =>
  useQuery(datacenterAvailabilityQueryOptions(datacenterId));
