import type { VmSortColumn } from '@contract/virtual-machines';

/** What a page of the list depends on: its query key and its request. */
export type VmListParams = {
  page: number;
  search: string;
  sortColumn: VmSortColumn;
  sortDescending: boolean;
  teamId?: number;
};

/**
 * Every VM query sits under ['vms']. Live data (lists, details, interfaces) is split from the
 * secrets and the console, so a finished job or an action refetches only what can have changed.
 */
export const vmKeys = {
  all: ['vms'] as const,
  lists: () => [...vmKeys.all, 'list'] as const,
  list: (params: VmListParams) => [...vmKeys.lists(), params] as const,
  details: () => [...vmKeys.all, 'details'] as const,
  detail: (id: number) => [...vmKeys.details(), id] as const,
  netAdapters: () => [...vmKeys.all, 'netAdapters'] as const,
  netAdaptersOf: (vmId: number) => [...vmKeys.netAdapters(), vmId] as const,
  password: (id: number) => [...vmKeys.all, 'password', id] as const,
  console: (id: number) => [...vmKeys.all, 'console', id] as const,
};
