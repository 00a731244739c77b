import { rolePermissions, type Permission, type TeamGrant } from '@contract/permissions';
import type { Team, TeamMember, TeamPermission, World } from '../../model/schema';
import { indexTeams, listAt } from '../teams/team-tree';
import type { RecordList } from '../../model/records';

/** A team's own row for a role, if it saved one. */
export const teamOverride = (world: World, teamId: number, roleId: number) =>
  world.teamPermissions.find((p) => p.teamId === teamId && p.roleId === roleId);

/**
 * What every user's permissions are made of, indexed once so that one user's can be derived
 * without scanning the collections again: teams by id and by company, each user's roles by
 * team, each team's own rows by role.
 */
export type PermissionSources = {
  teams: RecordList<Team>;
  teamMembers: RecordList<TeamMember>;
  teamPermissions: RecordList<TeamPermission>;
  teamsById: ReadonlyMap<number, Team>;
  teamsOfCompany: ReadonlyMap<number, readonly Team[]>;
  rolesOfUser: ReadonlyMap<number, ReadonlyMap<number, readonly number[]>>;
  rowOf: (teamId: number, roleId: number) => TeamPermission | undefined;
};

export function permissionSources(world: World): PermissionSources {
  const { teams, teamMembers, teamPermissions } = world;
  const teamsOfCompany = new Map<number, Team[]>();
  for (const t of teams) listAt(teamsOfCompany, t.companyId).push(t);
  const rolesOfUser = new Map<number, Map<number, number[]>>();
  for (const m of teamMembers) {
    const byTeam = rolesOfUser.get(m.userId) ?? new Map<number, number[]>();
    listAt(byTeam, m.teamId).push(m.roleId);
    rolesOfUser.set(m.userId, byTeam);
  }
  const rows = new Map(teamPermissions.map((p) => [`${p.teamId}/${p.roleId}`, p]));
  return {
    teams,
    teamMembers,
    teamPermissions,
    teamsById: indexTeams(teams),
    teamsOfCompany,
    rolesOfUser,
    rowOf: (teamId, roleId) => rows.get(`${teamId}/${roleId}`),
  };
}

/**
 * The distinct roles a user holds in each team or any team above it, worked out once per team
 * from its parent's (a walk up stops at the first team already known), so a company's teams
 * cost one step each however deep they nest. A loop (never made by the API) simply ends.
 */
function inheritedRoles(
  teamsById: ReadonlyMap<number, Team>,
  roleByTeam: ReadonlyMap<number, readonly number[]>,
): (teamId: number) => readonly number[] {
  const known = new Map<number, readonly number[]>();
  return (teamId) => {
    const path: Team[] = [];
    const onPath = new Set<number>();
    let current = teamsById.get(teamId);
    while (current && !known.has(current.id) && !onPath.has(current.id)) {
      path.push(current);
      onPath.add(current.id);
      current = current.parentTeamId === null ? undefined : teamsById.get(current.parentTeamId);
    }
    let roles = (current && known.get(current.id)) ?? [];
    for (const team of path.reverse()) {
      const own = roleByTeam.get(team.id) ?? [];
      roles = own.some((r) => !roles.includes(r)) ? [...new Set([...own, ...roles])] : roles;
      known.set(team.id, roles);
    }
    return known.get(teamId) ?? [];
  };
}

/**
 * What the user may do in each team of the company: the roles they hold in the team or in any
 * team above it, each read from this team's table. Teams where they hold nothing are left out.
 */
export function deriveGrants(
  sources: PermissionSources,
  userId: number,
  companyId: number,
): TeamGrant[] {
  const roleByTeam = sources.rolesOfUser.get(userId);
  if (!roleByTeam) return [];
  const rolesIn = inheritedRoles(sources.teamsById, roleByTeam);
  const grants: TeamGrant[] = [];
  for (const team of sources.teamsOfCompany.get(companyId) ?? []) {
    const roles = rolesIn(team.id);
    if (roles.length === 0) continue;
    const permissions = new Set<Permission>();
    for (const roleId of roles)
      for (const p of rolePermissions(roleId, sources.rowOf(team.id, roleId))) permissions.add(p);
    grants.push({ teamId: team.id, permissions: [...permissions] });
  }
  return grants;
}

/** The same, straight from a world (nothing kept: permissions/effective-permissions.ts keeps it). */
export const grantsOf = (world: World, userId: number, companyId: number): TeamGrant[] =>
  deriveGrants(permissionSources(world), userId, companyId);
