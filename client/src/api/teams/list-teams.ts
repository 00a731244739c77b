import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DASHBOARD_TEAMS_PAGE_SIZE,
  type TeamListQuery,
  type TeamListResponse,
} from '@contract/teams';
import { http } from '@/api/http';
import { unwrap } from '@/api/api-error';
import { teamKeys } from './teams-keys';

export type TeamListParams = { page: number; search: string; size?: number };

export async function listTeams({
  page,
  search,
  size = DASHBOARD_TEAMS_PAGE_SIZE,
}: TeamListParams) {
  const params: TeamListQuery = { page, size, search };
  return unwrap<TeamListResponse>(await http.get('/teams/list', { params }));
}

export const listTeamsQueryOptions = (params: TeamListParams) =>
  queryOptions({
    queryKey: teamKeys.list({
      page: params.page,
      search: params.search,
      size: params.size ?? DASHBOARD_TEAMS_PAGE_SIZE,
    }),
    queryFn: () => listTeams(params),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
  });

/** `enabled: false` holds the request back (the dashboard waits 200 ms before its first fetch). */
export const useTeams = (params: TeamListParams, { enabled = true } = {}) =>
  useQuery({ ...listTeamsQueryOptions(params), enabled });
