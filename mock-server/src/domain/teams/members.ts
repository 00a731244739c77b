import { ADMIN_ROLE_ID, PERMISSION_MESSAGES } from '@contract/permissions';
import { ROLE_MESSAGES } from '@contract/roles';
import { TEAM_ERROR_MESSAGES } from '@contract/teams';
import type { TeamMember, User, World } from '../../model/schema';
import { nextId } from '../../model/ids';
import { badRequest, conflict, notFound } from '../shared/errors';
import type { PermissionCaller } from '../permissions/require-permission';
import { requireGrantable, requireRemovable } from '../permissions/role-grants';
import { findTeam, manageableTeam } from './teams';

type Membership = { teamId: number; userId: number };

/** A user of the caller's company; anyone else reads as not found. */
export function findUser(world: World, companyId: number, userId: number): User {
  const user = world.users.find((u) => u.id === userId && u.companyId === companyId);
  if (!user) throw notFound(TEAM_ERROR_MESSAGES.userNotFound);
  return user;
}

export function assertRole(world: World, roleId: number): void {
  if (!world.roles.some((r) => r.id === roleId))
    throw badRequest(PERMISSION_MESSAGES.unknownRole, [
      { path: 'roleId', msg: PERMISSION_MESSAGES.unknownRole },
    ]);
}

function membershipOf(world: World, req: Membership): TeamMember {
  const member = world.teamMembers.find((m) => m.teamId === req.teamId && m.userId === req.userId);
  if (!member) throw notFound(TEAM_ERROR_MESSAGES.notMember);
  return member;
}

/** Adds a user of the company to a team with one role the caller may grant there. */
export function addMember(
  world: World,
  caller: PermissionCaller,
  req: Membership & { roleId: number },
): TeamMember {
  const team = findTeam(world, caller.companyId, req.teamId);
  requireGrantable(world, caller, team.id, req.roleId);
  const user = findUser(world, caller.companyId, req.userId);
  assertRole(world, req.roleId);
  if (world.teamMembers.some((m) => m.teamId === team.id && m.userId === user.id))
    throw conflict(TEAM_ERROR_MESSAGES.alreadyMember);
  const member: TeamMember = {
    id: nextId(world, 'teamMembers'),
    teamId: team.id,
    userId: user.id,
    roleId: req.roleId,
  };
  world.teamMembers.push(member);
  return member;
}

/**
 * Takes a user out of a team, if the caller could grant the role they hold there; the team's
 * last Admin stays, so someone can still manage it.
 */
export function removeMember(world: World, caller: PermissionCaller, req: Membership): void {
  manageableTeam(world, caller, req.teamId);
  findUser(world, caller.companyId, req.userId);
  const member = membershipOf(world, req);
  requireRemovable(world, caller, req.teamId, member.roleId);
  const admins = world.teamMembers.filter(
    (m) => m.teamId === req.teamId && m.roleId === ADMIN_ROLE_ID,
  );
  if (member.roleId === ADMIN_ROLE_ID && admins.length === 1)
    throw conflict(TEAM_ERROR_MESSAGES.lastAdmin);
  world.teamMembers.remove(member.id);
}

/**
 * Gives a member another role the caller may grant there; an Admin's role is not taken here, so
 * a team never loses its Admins this way.
 */
export function changeMemberRole(
  world: World,
  caller: PermissionCaller,
  req: Membership & { roleId: number },
): TeamMember {
  const team = findTeam(world, caller.companyId, req.teamId);
  requireGrantable(world, caller, team.id, req.roleId);
  findUser(world, caller.companyId, req.userId);
  assertRole(world, req.roleId);
  const member = membershipOf(world, req);
  if (member.roleId === ADMIN_ROLE_ID) throw badRequest(ROLE_MESSAGES.adminNotTaken);
  member.roleId = req.roleId;
  return member;
}
