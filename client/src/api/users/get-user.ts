import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetails } from '@contract/users';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { userKeys } from './users-keys';

export async function getUser(id: number): Promise<UserDetails> {
  return unwrap<UserDetails>(await http.get(`/users/details/${id}`));
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });

export const useUser = (id: number) => useQuery(userQueryOptions(id));
