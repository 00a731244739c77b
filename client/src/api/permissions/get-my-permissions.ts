import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  isGranted,
  permissionRefusal,
  type Permission,
  type TeamGrant,
} from '@contract/permissions';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';
import { permissionKeys } from './permissions-keys';

export async function getMyPermissions(): Promise<TeamGrant[]> {
  return unwrap<{ grants: TeamGrant[] }>(await http.get('/permissions/mine')).grants;
}

export const myPermissionsQueryOptions = () =>
  queryOptions({ queryKey: permissionKeys.mine(), queryFn: getMyPermissions, staleTime: 30_000 });

export type Can = (permission: Permission, teamId?: number | null) => ButtonPermission;
export type ButtonPermission = { enabled: boolean; reason?: string };

/**
 * The contract's permission table applied to the signed-in user: a button the sandbox would
 * refuse is disabled with the sandbox's own words. Until the grants arrive nothing is disabled
 * (the sandbox still refuses).
 */
export function useCan(): Can {
  const { data: grants } = useQuery(myPermissionsQueryOptions());
  return (permission, teamId) =>
    !grants || isGranted(grants, permission, teamId)
      ? { enabled: true }
      : { enabled: false, reason: permissionRefusal(permission) };
}
