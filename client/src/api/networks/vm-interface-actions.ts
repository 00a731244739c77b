import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobProgress } from '@contract/jobs';
import type { NetworkAdapter } from '@contract/network-adapters';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { invalidate } from '@/api/invalidate';
import { vmKeys } from '@/api/vms/vms-keys';
import { quotaKeys } from '@/api/quotas/get-quota-usage';
import { networkKeys } from './networks-keys';

export const addInterface = async (vmId: number, networkId: number) =>
  unwrap<JobProgress>(
    await http.post(`/virtualMachines/${vmId}/addNetworkInterfaces`, { networkId }),
  );
export const removeInterface = async (vmId: number, adapterId: number) =>
  unwrap<null>(await http.delete(`/virtualMachines/${vmId}/removeNetworkInterfaces/${adapterId}`));
export const allocatePublicIp = async (adapterId: number) =>
  unwrap<NetworkAdapter>(await http.post(`/networks/allocatePublicIp/${adapterId}`));
export const releasePublicIp = async (adapterId: number) =>
  unwrap<NetworkAdapter>(await http.delete(`/networks/releasePublicIp/${adapterId}`));

/**
 * The four changes to a VM's interfaces. Each refreshes the VM's interface card, what it may
 * still join, and the networks' lists and usage (connected VMs, used addresses).
 */
export function useInterfaceActions(vmId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    invalidate(queryClient, vmKeys.netAdaptersOf(vmId), networkKeys.all, quotaKeys.all);
  return {
    add: useMutation({
      mutationFn: (networkId: number) => addInterface(vmId, networkId),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (adapterId: number) => removeInterface(vmId, adapterId),
      onSuccess: refresh,
    }),
    allocate: useMutation({ mutationFn: allocatePublicIp, onSuccess: refresh }),
    release: useMutation({ mutationFn: releasePublicIp, onSuccess: refresh }),
    refresh,
  };
}
