import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserTeam, UserTeamsQuery } from '@contract/users';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { userKeys } from './users-keys';

export type UserTeamsPage = { data: UserTeam[]; totalPages: number };

export async function listUserTeams(id: number, params: UserTeamsQuery): Promise<UserTeamsPage> {
  return unwrap<UserTeamsPage>(await http.get(`/users/teams/${id}`, { params }));
}

export const userTeamsQueryOptions = (id: number, params: UserTeamsQuery) =>
  queryOptions({
    queryKey: userKeys.teams(id, params),
    queryFn: () => listUserTeams(id, params),
    placeholderData: keepPreviousData,
  });

export const useUserTeams = (id: number, params: UserTeamsQuery) =>
  useQuery(userTeamsQueryOptions(id, params));
