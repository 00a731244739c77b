import { isGranted, permissionRefusal, type Permission } from '@contract/permissions';
import type { preHandlerHookHandler } from 'fastify';
import { isDraft, original } from 'immer';
import { worldOf, type AuthContext } from '../../app-deps';
import type { World } from '../../store/schema';
import { forbidden, unauthorized } from '../shared/errors';
import { grantsOf } from './grants';

export type PermissionCaller = Pick<AuthContext, 'userId' | 'companyId'>;

/**
 * The one check of the permission table (contract/permissions.ts): refuses with 403 naming the
 * missing permission. `teamId` is the team the thing belongs to (a VM's team, the team being
 * managed); without one (an unassigned VM, a network, a user) any of the caller's teams counts.
 * Call it after the lookup, so another company's id is still a 404.
 */
export function requirePermission(
  world: World,
  caller: PermissionCaller,
  permission: Permission,
  teamId?: number | null,
): void {
  // Inside a change, read the world as it was: walking a draft wraps every record it touches.
  const read = isDraft(world) ? (original(world) as World) : world;
  if (!isGranted(grantsOf(read, caller.userId, caller.companyId), permission, teamId))
    throw forbidden(permissionRefusal(permission));
}

/**
 * The same check as a route option, for calls whose resource belongs to no team (networks,
 * users): `{ preHandler: requires('network.delete') }`.
 */
export function requires(permission: Permission): preHandlerHookHandler {
  return (request, _reply, done) => {
    try {
      if (!request.auth) throw unauthorized();
      requirePermission(worldOf(request).store.data, request.auth, permission);
      done();
    } catch (error) {
      done(error as Error);
    }
  };
}
