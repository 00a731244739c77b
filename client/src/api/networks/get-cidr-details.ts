import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { CidrDetails } from '@contract/networks';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { networkKeys } from './networks-keys';

type CidrLookup = {
  /** '' asks the sandbox to propose a free block ("Use Default Settings"). */
  cidr: string;
  datacenterId: number | null;
  networkId: number | null;
};

export async function getCidrDetails({ cidr, datacenterId, networkId }: CidrLookup) {
  const params = {
    ...(cidr ? { cidr } : {}),
    ...(datacenterId ? { datacenterId } : {}),
    ...(networkId ? { networkId } : {}),
  };
  return unwrap<CidrDetails>(await http.get('/networks/getCIDRDetails', { params }));
}

/** Null: no lookup (the block is not complete yet). */
export const cidrDetailsQueryOptions = (lookup: CidrLookup | null) =>
  queryOptions({
    queryKey: networkKeys.cidr(
      lookup?.cidr ?? '',
      lookup?.datacenterId ?? null,
      lookup?.networkId ?? null,
    ),
    queryFn: lookup ? () => getCidrDetails(lookup) : skipToken,
    retry: false,
  });

export const useCidrDetails = (lookup: CidrLookup | null) =>
  useQuery(cidrDetailsQueryOptions(lookup));
