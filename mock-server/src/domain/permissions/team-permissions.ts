import {
  ADMIN_ROLE_ID,
  ALL_PERMISSION_IDS,
  LAST_PERMISSION_ID,
  PERMISSION_KEYS,
  PERMISSION_MESSAGES,
  PERMISSIONS,
  rolePermissions,
} from '@contract/permissions';
import type { TeamPermissions } from '@contract/roles';
import type { World } from '../../model/schema';
import { nextId } from '../../model/ids';
import { badRequest, forbidden } from '../shared/errors';
import { findTeam, manageableTeam } from '../teams/teams';
import { assertRole } from '../teams/members';
import { permissionsIn, type PermissionCaller } from './require-permission';
import { teamOverride } from './grants';

/** A team's permission table: every permission, and what each role holds in this team. */
export function teamPermissions(world: World, companyId: number, teamId: number): TeamPermissions {
  const team = findTeam(world, companyId, teamId);
  return {
    teamId: team.id,
    permissions: PERMISSION_KEYS.map((key) => ({ key, ...PERMISSIONS[key] })),
    roles: world.roles.map((role) => {
      const override = teamOverride(world, team.id, role.id);
      return {
        roleId: role.id,
        roleName: role.name,
        permissionIds: rolePermissions(role.id, override).map((p) => PERMISSIONS[p].id),
        editable: role.id !== ADMIN_ROLE_ID,
        customized: role.id !== ADMIN_ROLE_ID && override !== undefined,
      };
    }),
  };
}

/** Sets what a (non-Admin) role may do in this team; only a manager of the team learns more. */
export function assignPermissions(
  world: World,
  caller: PermissionCaller,
  req: { teamId: number; roleId: number; permissionIds: number[] },
): TeamPermissions {
  const team = manageableTeam(world, caller, req.teamId);
  assertRole(world, req.roleId);
  if (req.roleId === ADMIN_ROLE_ID)
    throw badRequest(PERMISSION_MESSAGES.adminFixed, [
      { path: 'roleId', msg: PERMISSION_MESSAGES.adminFixed },
    ]);
  const unknown = req.permissionIds.findIndex((id) => !ALL_PERMISSION_IDS.includes(id));
  if (unknown >= 0)
    throw badRequest(PERMISSION_MESSAGES.unknownPermission, [
      { path: `permissionIds.${unknown}`, msg: PERMISSION_MESSAGES.unknownPermission },
    ]);
  // Nobody gives a role what they lack here themselves, or a manager could raise its own role.
  const held = permissionsIn(world, caller, team.id);
  const before = new Set(rolePermissions(req.roleId, teamOverride(world, team.id, req.roleId)));
  const beyond = PERMISSION_KEYS.find(
    (key) => req.permissionIds.includes(PERMISSIONS[key].id) && !before.has(key) && !held.has(key),
  );
  if (beyond) throw forbidden(PERMISSION_MESSAGES.beyondOwn(beyond, team.name));
  const saved = {
    permissionIds: [...new Set(req.permissionIds)].sort((a, b) => a - b),
    knownUpTo: LAST_PERMISSION_ID,
  };
  const row = teamOverride(world, team.id, req.roleId);
  if (row) Object.assign(row, saved);
  else
    world.teamPermissions.push({
      id: nextId(world, 'teamPermissions'),
      teamId: team.id,
      roleId: req.roleId,
      ...saved,
    });
  return teamPermissions(world, caller.companyId, team.id);
}
