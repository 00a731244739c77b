import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VmConfiguration } from '@contract/virtual-machines';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { vmKeys } from '@/api/vms/vms-keys';
import type { ListConfigurationsQuery } from '@contract/vm-catalogue';

/** GET listConfigurations?vmId: the sizes this VM's placement offers (the dialog keeps bigger ones). */
export async function listUpgradeConfigurations(vmId: number): Promise<VmConfiguration[]> {
  const params: ListConfigurationsQuery = { vmId };
  return unwrap<VmConfiguration[]>(
    await http.get('/virtualMachines/listConfigurations', { params }),
  );
}

export const upgradeConfigurationsQueryOptions = (vmId: number) =>
  queryOptions({
    queryKey: vmKeys.upgradeOptions(vmId),
    queryFn: () => listUpgradeConfigurations(vmId),
  });

export const useUpgradeConfigurations = (vmId: number, enabled: boolean) =>
  useQuery({ ...upgradeConfigurationsQueryOptions(vmId), enabled });
