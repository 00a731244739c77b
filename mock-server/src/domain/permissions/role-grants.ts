import { rolePermissions, type Permission } from '@contract/permissions';
import { ROLE_MESSAGES } from '@contract/roles';
import type { World } from '../../model/schema';
import { forbidden } from '../shared/errors';
import { selfAndDescendants } from '../teams/team-tree';
import { teamOverride } from './grants';
import { permissionsIn, requirePermission, type PermissionCaller } from './require-permission';

/**
 * Who may grant which role in a team, the one rule for adding a member, changing a member's role
 * and inviting a user into teams: someone who manages the team, and only a role that gives
 * nothing they lack themselves, in the team and in every team below it (a role reaches the
 * sub-teams, read from each one's own table). So the Admin role, which holds everything, is
 * granted only by someone who holds everything there.
 */
export function requireGrantable(
  world: World,
  caller: PermissionCaller,
  teamId: number,
  roleId: number,
): void {
  requireWithinOwn(world, caller, teamId, roleId, ROLE_MESSAGES.beyondOwn);
}

/**
 * The same rule for taking a member out of a team: only a member whose role the caller could
 * grant there, so a manager who is not an Admin cannot remove one.
 */
export function requireRemovable(
  world: World,
  caller: PermissionCaller,
  teamId: number,
  roleId: number,
): void {
  requireWithinOwn(world, caller, teamId, roleId, ROLE_MESSAGES.removalBeyondOwn);
}

function requireWithinOwn(
  world: World,
  caller: PermissionCaller,
  teamId: number,
  roleId: number,
  refusal: (permission: Permission, roleName: string, teamName: string) => string,
): void {
  requirePermission(world, caller, 'team.manage', teamId);
  for (const id of selfAndDescendants(world.teams, teamId)) {
    const held = permissionsIn(world, caller, id);
    const missing = rolePermissions(roleId, teamOverride(world, id, roleId)).find(
      (p) => !held.has(p),
    );
    if (missing === undefined) continue;
    const role = world.roles.find((r) => r.id === roleId)?.name ?? '';
    const team = world.teams.find((t) => t.id === id)?.name ?? '';
    throw forbidden(refusal(missing, role, team));
  }
}
