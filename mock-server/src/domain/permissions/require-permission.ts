import { permissionRefusal, type Permission } from '@contract/permissions';
import { isDraft, original } from 'immer';
import type { AuthContext } from '../shared/context';
import type { World } from '../../model/schema';
import { forbidden } from '../shared/errors';
import { effectivePermissions, holds } from './effective-permissions';

export type PermissionCaller = Pick<AuthContext, 'userId' | 'companyId'>;

/**
 * The caller's permissions. Inside a change they are read from the world as it was: walking a
 * draft wraps every record it touches, and the committed state's are derived already.
 */
const permissionsOf = (world: World, caller: PermissionCaller) =>
  effectivePermissions(
    isDraft(world) ? (original(world) as World) : world,
    caller.userId,
    caller.companyId,
  );

/**
 * The one check of the permission table (contract/permissions.ts): refuses with 403 naming the
 * missing permission. `teamId` is the team the thing belongs to (a VM's team, the team being
 * managed); without one (an unassigned VM, a network, a user) any of the caller's teams counts.
 * A write checks in this order: the target, looked up within the caller's company (another
 * company's id stays a 404); then this; then whatever else could refuse the request (other ids,
 * state, conflicts, quotas), so a caller without the permission learns nothing more.
 */
export function requirePermission(
  world: World,
  caller: PermissionCaller,
  permission: Permission,
  teamId?: number | null,
): void {
  if (!holds(permissionsOf(world, caller), permission, teamId))
    throw forbidden(permissionRefusal(permission));
}

/** What the caller may do in one team: the roles they hold in it or in a team above it. */
export function permissionsIn(
  world: World,
  caller: PermissionCaller,
  teamId: number,
): ReadonlySet<Permission> {
  return permissionsOf(world, caller).byTeam.get(teamId) ?? new Set();
}
