import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { VmConfiguration } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { CATALOGUE_STALE_MS } from './catalogue-stale';
import { vmKeys } from '@/api/vms/vms-keys';
import type { ListConfigurationsQuery } from '@contract/vm-catalogue';

type Selection = { imageId: number | null; datacenterId: number | null };

export async function listConfigurations(imageId: number, datacenterId: number) {
  const params: ListConfigurationsQuery = { imageId, datacenterId };
  return unwrap<VmConfiguration[]>(
    await http.get('/virtualMachines/listConfigurations', { params }),
  );
}

/** The sizes that fit an image in a datacenter; waits for both choices. */
export const configurationsQueryOptions = ({ imageId, datacenterId }: Selection) =>
  queryOptions({
    queryKey: vmKeys.catalogue('configurations', datacenterId ?? 0, imageId ?? 0),
    queryFn: imageId && datacenterId ? () => listConfigurations(imageId, datacenterId) : skipToken,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useConfigurations = (selection: Selection) =>
  useQuery(configurationsQueryOptions(selection));
