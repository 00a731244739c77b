import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamPermissions } from '@contract/roles';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { permissionKeys } from './permissions-keys';

export async function getTeamPermissions(teamId: number): Promise<TeamPermissions> {
  return unwrap<TeamPermissions>(await http.get(`/permissions/list/${teamId}`));
}

export const teamPermissionsQueryOptions = (teamId: number) =>
  queryOptions({
    queryKey: permissionKeys.team(teamId),
    queryFn: () => getTeamPermissions(teamId),
  });

export const useTeamPermissions = (teamId: number) => useQuery(teamPermissionsQueryOptions(teamId));
