import { rolePermissions, type Permission, type TeamGrant } from '@contract/permissions';
import type { World } from '../../store/schema';
import { selfAndAncestors } from '../teams/team-tree';

/** A team's own row for a role, if it saved one. */
export const teamOverride = (world: World, teamId: number, roleId: number) =>
  world.teamPermissions.find((p) => p.teamId === teamId && p.roleId === roleId);

/**
 * What the user may do in each team of the company: the roles they hold in the team or in any
 * team above it, each read from this team's table. Teams where they hold nothing are left out.
 */
export function grantsOf(world: World, userId: number, companyId: number): TeamGrant[] {
  const roleByTeam = new Map<number, number[]>();
  for (const m of world.teamMembers) {
    if (m.userId !== userId) continue;
    roleByTeam.set(m.teamId, [...(roleByTeam.get(m.teamId) ?? []), m.roleId]);
  }
  if (roleByTeam.size === 0) return [];
  const grants: TeamGrant[] = [];
  for (const team of world.teams) {
    if (team.companyId !== companyId) continue;
    const roles = selfAndAncestors(world.teams, team.id).flatMap((id) => roleByTeam.get(id) ?? []);
    if (roles.length === 0) continue;
    const permissions = new Set<Permission>();
    for (const roleId of roles)
      for (const p of rolePermissions(roleId, teamOverride(world, team.id, roleId)))
        permissions.add(p);
    grants.push({ teamId: team.id, permissions: [...permissions] });
  }
  return grants;
}
