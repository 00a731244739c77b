import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { VmConfiguration } from '@contract/virtual-machines';
import type { ListConfigurationsQuery } from '@contract/vm-catalogue';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { catalogueKeys } from './catalogue-keys';
import { CATALOGUE_STALE_MS } from './catalogue-stale';

type Selection = { imageId: number | null; datacenterId: number | null };

/** By image and datacenter (the create form), or by vmId (the sizes that VM's provider offers). */
export async function listConfigurations(params: ListConfigurationsQuery) {
  return unwrap<VmConfiguration[]>(
    await http.get('/virtualMachines/listConfigurations', { params }),
  );
}

/** The sizes that fit an image in a datacenter; waits for both choices. */
export const configurationsQueryOptions = ({ imageId, datacenterId }: Selection) =>
  queryOptions({
    queryKey: catalogueKeys.configurations(datacenterId ?? 0, imageId ?? 0),
    queryFn:
      imageId && datacenterId ? () => listConfigurations({ imageId, datacenterId }) : skipToken,
    staleTime: CATALOGUE_STALE_MS,
  });

export const useConfigurations = (selection: Selection) =>
  useQuery(configurationsQueryOptions(selection));

/** The sizes the upgrade dialog offers (it keeps the bigger ones); they change with the VM's size. */
export const vmConfigurationsQueryOptions = (vmId: number) =>
  queryOptions({
    queryKey: catalogueKeys.vmConfigurations(vmId),
    queryFn: () => listConfigurations({ vmId }),
  });

export const useVmConfigurations = (vmId: number, enabled: boolean) =>
  useQuery({ ...vmConfigurationsQueryOptions(vmId), enabled });
