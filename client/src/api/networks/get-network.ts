import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworkDetail } from '@contract/networks';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { networkKeys } from './networks-keys';

export async function getNetwork(id: number): Promise<NetworkDetail> {
  return unwrap<NetworkDetail>(await http.get(`/networks/${id}`));
}

export const networkQueryOptions = (id: number) =>
  queryOptions({ queryKey: networkKeys.detail(id), queryFn: () => getNetwork(id), retry: false });

/** Null: nothing to fetch (the create screen). */
export const useNetwork = (id: number | null) =>
  useQuery({ ...networkQueryOptions(id ?? 0), enabled: id !== null });
