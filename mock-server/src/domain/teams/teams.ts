import { ADMIN_ROLE_ID } from '@contract/permissions';
import {
  TEAM_ERROR_MESSAGES,
  type TeamDetail,
  type TeamListResponse,
  type teamCreateRequestSchema,
  type teamUpdateRequestSchema,
} from '@contract/teams';
import type { z } from 'zod';
import type { Team, World } from '../../model/schema';
import { nextId } from '../../model/ids';
import type { DomainContext } from '../shared/context';
import { badRequest, notFound } from '../shared/errors';
import { pageRows } from '../shared/paging';
import { requirePermission, type PermissionCaller } from '../permissions/require-permission';
import { assertRoomForTeam, assertValidParent } from './team-tree';

export const TEAM_MESSAGES = {
  notFound: TEAM_ERROR_MESSAGES.notFound,
  deleted: 'Team deleted successfully',
  created: 'Team created successfully',
  updated: 'Team updated successfully',
} as const;

export type TeamPageQuery = { page: number; size: number; search: string };

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** A team of the caller's company; another company's team reads as not found. */
export function findTeam(world: World, companyId: number, teamId: number): Team {
  const team = world.teams.find((t) => t.id === teamId && t.companyId === companyId);
  if (!team) throw notFound(TEAM_ERROR_MESSAGES.notFound);
  return team;
}

/** A team the caller may manage (members, roles, name, permissions). */
export function manageableTeam(world: World, caller: PermissionCaller, teamId: number): Team {
  const team = findTeam(world, caller.companyId, teamId);
  requirePermission(world, caller, 'team.manage', team.id);
  return team;
}

/**
 * One page of the company's teams (sorted by name, searched case-insensitively) with member and
 * VM counts, plus what belongs to no team. Only the caller's company is ever looked at.
 */
export function listTeams(world: World, companyId: number, q: TeamPageQuery): TeamListResponse {
  const needle = q.search.trim().toLowerCase();
  const teams = world.teams
    .filter((t) => t.companyId === companyId && t.name.toLowerCase().includes(needle))
    .sort(byName);

  const { data: shown, totalPages } = pageRows(teams, q);
  const rows = shown.map((t) => ({
    id: t.id,
    name: t.name,
    parentTeamId: t.parentTeamId,
    userCount: world.teamMembers.filter((m) => m.teamId === t.id).length,
    vmCount: world.virtualMachines.filter((v) => v.teamId === t.id && v.deletedAt === null).length,
  }));

  const usersInTeams = new Set(world.teamMembers.map((m) => m.userId));
  return {
    data: rows,
    unassignedUsers: world.users.filter((u) => u.companyId === companyId && !usersInTeams.has(u.id))
      .length,
    unassignedVMs: world.virtualMachines.filter(
      (v) => v.companyId === companyId && v.teamId === null && v.deletedAt === null,
    ).length,
    totalPages,
  };
}

/** A team with one page of its members (sorted by name, searched by name or email). */
export function teamDetail(
  world: World,
  companyId: number,
  teamId: number,
  q: TeamPageQuery,
): TeamDetail {
  const team = findTeam(world, companyId, teamId);
  const needle = q.search.toLowerCase();
  const members = world.teamMembers
    .filter((m) => m.teamId === team.id)
    .flatMap((m) => {
      const user = world.users.find((u) => u.id === m.userId);
      if (!user) return [];
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      return [{ id: user.id, name, email: user.email, roleId: m.roleId }];
    })
    .filter((m) => m.name.toLowerCase().includes(needle) || m.email.includes(needle))
    .sort(byName);
  const page = pageRows(members, q);
  return {
    id: team.id,
    teamName: team.name,
    parentTeamId: team.parentTeamId,
    members: page.data,
    totalMembers: page.total,
    totalPages: page.totalPages,
  };
}

function assertFreeName(world: World, companyId: number, name: string, exceptId: number | null) {
  const lower = name.toLowerCase();
  if (
    world.teams.some(
      (t) => t.companyId === companyId && t.id !== exceptId && t.name.toLowerCase() === lower,
    )
  )
    throw badRequest(TEAM_ERROR_MESSAGES.nameTaken, [
      { path: 'name', msg: TEAM_ERROR_MESSAGES.nameTaken },
    ]);
}

/**
 * A new team, at the top or under a parent of the company, within the company's limits of
 * depth and count. Whoever creates it becomes its Admin,
 * so it can be staffed at once. Needs team management in the parent (or in any team for a
 * top-level one).
 */
export function createTeam(
  ctx: DomainContext,
  caller: PermissionCaller,
  req: z.output<typeof teamCreateRequestSchema>,
): Team {
  const { world } = ctx;
  // Someone who manages no team learns nothing about the parent or the name.
  requirePermission(world, caller, 'team.manage');
  assertValidParent(world, caller.companyId, null, req.parentTeamId);
  requirePermission(world, caller, 'team.manage', req.parentTeamId);
  assertFreeName(world, caller.companyId, req.name, null);
  assertRoomForTeam(world, caller.companyId);
  const at = ctx.time.now.toISOString();
  const team: Team = {
    id: nextId(world, 'teams'),
    companyId: caller.companyId,
    name: req.name,
    parentTeamId: req.parentTeamId,
    createdAt: at,
    updatedAt: at,
  };
  world.teams.push(team);
  world.teamMembers.push({
    id: nextId(world, 'teamMembers'),
    teamId: team.id,
    userId: caller.userId,
    roleId: ADMIN_ROLE_ID,
  });
  return team;
}

/** Rename, and move when a parent is given (never into a loop). */
export function updateTeam(
  ctx: DomainContext,
  caller: PermissionCaller,
  req: z.output<typeof teamUpdateRequestSchema>,
): Team {
  const { world } = ctx;
  const team = manageableTeam(world, caller, req.teamId);
  const parentTeamId = req.parentTeamId === undefined ? team.parentTeamId : req.parentTeamId;
  if (parentTeamId !== team.parentTeamId) {
    assertValidParent(world, caller.companyId, team.id, parentTeamId);
    requirePermission(world, caller, 'team.manage', parentTeamId);
  }
  assertFreeName(world, caller.companyId, req.name, team.id);
  team.parentTeamId = parentTeamId;
  team.name = req.name;
  team.updatedAt = ctx.time.now.toISOString();
  return team;
}

/**
 * Deletes a team of the caller's company. Nothing it held is lost: members simply leave it,
 * its VMs become unassigned and its child teams move to the top level. Another company's
 * team is reported as not found, so ids of other tenants cannot be probed.
 */
export function deleteTeam(ctx: DomainContext, caller: PermissionCaller, teamId: number): void {
  const { world } = ctx;
  manageableTeam(world, caller, teamId);
  const at = ctx.time.now.toISOString();
  world.teams.remove(teamId);
  world.teamMembers.removeWhere((m) => m.teamId === teamId);
  world.teamPermissions.removeWhere((p) => p.teamId === teamId);
  for (const vm of world.virtualMachines) {
    if (vm.teamId === teamId) Object.assign(vm, { teamId: null, updatedAt: at });
  }
  for (const child of world.teams) {
    if (child.parentTeamId === teamId) Object.assign(child, { parentTeamId: null, updatedAt: at });
  }
}
