import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@contract/roles';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';

export const roleKeys = { all: ['roles'] as const };

export async function listRoles(): Promise<Role[]> {
  return unwrap<Role[]>(await http.get('/roles/userRoles'));
}

/** The roles hardly ever change: kept for the session. */
export const rolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.all, queryFn: listRoles, staleTime: Infinity });

export const useRoles = () => useQuery(rolesQueryOptions());
