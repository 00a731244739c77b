import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamListQuery, TeamListResponse } from '@contract/teams';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { teamKeys } from './teams-keys';

export type TeamOption = { id: number; name: string };

/** One page of 200 is every team a company realistically has; the dropdown filters locally. */
export const TEAM_OPTIONS_PAGE_SIZE = 200;

export async function listTeamOptions(): Promise<TeamOption[]> {
  const params: TeamListQuery = { page: 1, size: TEAM_OPTIONS_PAGE_SIZE, search: '' };
  const list = unwrap<TeamListResponse>(await http.get('/teams/list', { params }));
  return list.data.map(({ id, name }) => ({ id, name }));
}

export const teamOptionsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.options(), queryFn: listTeamOptions, staleTime: 60_000 });

export const useTeamOptions = () => useQuery(teamOptionsQueryOptions());
