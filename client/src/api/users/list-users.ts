import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListQuery, UserListResponse } from '@contract/users';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { userKeys } from './users-keys';

export async function listUsers(params: UserListQuery): Promise<UserListResponse> {
  return unwrap<UserListResponse>(await http.get('/users/list', { params }));
}

export const listUsersQueryOptions = (params: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.list(params),
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UserListQuery) => useQuery(listUsersQueryOptions(params));
