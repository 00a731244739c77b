import { rolePermissions } from '@contract/permissions';
import { ROLE_MESSAGES } from '@contract/roles';
import type { World } from '../../store/schema';
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
  requirePermission(world, caller, 'team.manage', teamId);
  for (const id of selfAndDescendants(world.teams, teamId)) {
    const held = permissionsIn(world, caller, id);
    const missing = rolePermissions(roleId, teamOverride(world, id, roleId)).find(
      (p) => !held.has(p),
    );
    if (missing === undefined) continue;
    const role = world.roles.find((r) => r.id === roleId)?.name ?? '';
    const team = world.teams.find((t) => t.id === id)?.name ?? '';
    throw forbidden(ROLE_MESSAGES.beyondOwn(missing, role, team));
  }
}
