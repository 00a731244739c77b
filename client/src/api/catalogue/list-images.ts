import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { VmImage } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { CATALOGUE_STALE_MS } from './catalogue-stale';
import { catalogueKeys } from './catalogue-keys';

export async function listImages(datacenterId: number): Promise<VmImage[]> {
  return unwrap<VmImage[]>(await http.get(`/virtualMachines/listImages/${datacenterId}`));
}

/** Held back (null) until the chosen datacenter is known to be available. */
export const imagesQueryOptions = (datacenterId: number | null) =>
  queryOptions({
    queryKey: catalogueKeys.images(datacenterId ?? 0),
    queryFn: datacenterId ? () => listImages(datacenterId) : skipToken,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useImages = (datacenterId: number | null) =>
  useQuery(imagesQueryOptions(datacenterId));
