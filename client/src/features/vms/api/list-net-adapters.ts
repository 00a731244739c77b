import { queryOptions, useQuery } from '@tanstack/react-query';
import { unwrap } from '../../../api/api-error';
import { http } from '../../../api/http';
import { vmKeys } from './vms-keys';

// TODO(contract): switch to contract/network-adapters.ts once it exists; kept local until then.
export type NetworkAdapter = {
  id: number;
  /** 1 is the primary interface. */
  vmnic: number;
  networkName: string;
  networkType: 'standard' | 'custom';
  cidrBlock: string | null;
  gatewayIp: string | null;
  privateIp: string | null;
  macAddress: string;
  publicIp: string | null;
};

export async function listNetAdapters(vmId: number): Promise<NetworkAdapter[]> {
  return unwrap<NetworkAdapter[]>(await http.get(`/networks/listNetAdapters/${vmId}`));
}

export const netAdaptersQueryOptions = (vmId: number) =>
  queryOptions({
    queryKey: vmKeys.netAdaptersOf(vmId),
    queryFn: () => listNetAdapters(vmId),
  });

export const useNetAdapters = (vmId: number) => useQuery(netAdaptersQueryOptions(vmId));
