import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamDetail, TeamDetailQuery } from '@contract/teams';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { teamKeys } from './teams-keys';

export async function getTeam(id: number, params: TeamDetailQuery): Promise<TeamDetail> {
  return unwrap<TeamDetail>(await http.get(`/teams/${id}`, { params }));
}

/** A team with one page of its members; the previous page stays while the next one loads. */
export const teamQueryOptions = (id: number, params: TeamDetailQuery) =>
  queryOptions({
    queryKey: teamKeys.detail(id, params),
    queryFn: () => getTeam(id, params),
    placeholderData: keepPreviousData,
  });

export const useTeam = (id: number, params: TeamDetailQuery) =>
  useQuery(teamQueryOptions(id, params));
