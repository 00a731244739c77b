import type { NetworkSortColumn } from '@contract/networks';

/** What a page of the list depends on: its query key and its request. */
export type NetworkListParams = {
  page: number;
  search: string;
  sortColumn: NetworkSortColumn;
  sortDescending: boolean;
  /** 0: every region. */
  regionId: number;
};

/**
 * Every network query sits under ['networks']. A VM's available networks sit under the VM's
 * interfaces too (vmKeys), since attaching or detaching one changes both.
 */
export const networkKeys = {
  all: ['networks'] as const,
  lists: () => [...networkKeys.all, 'list'] as const,
  list: (params: NetworkListParams) => [...networkKeys.lists(), params] as const,
  details: () => [...networkKeys.all, 'details'] as const,
  detail: (id: number) => [...networkKeys.details(), id] as const,
  vms: (id: number) => [...networkKeys.all, 'vms', id] as const,
  cidr: (cidr: string, datacenterId: number | null, networkId: number | null) =>
    [...networkKeys.all, 'cidr', cidr, datacenterId, networkId] as const,
  available: (vmId: number) => [...networkKeys.all, 'available', vmId] as const,
};
