import type { TeamListResponse } from '@contract/teams';
import type { World } from '../../store/schema';
import { notFound } from '../shared/errors';

export const TEAM_MESSAGES = {
  notFound: 'Team not found',
  deleted: 'Team deleted successfully',
} as const;

export type TeamPageQuery = { page: number; size: number; search: string };

/**
 * One page of the company's teams (sorted by name, searched case-insensitively) with member and
 * VM counts, plus what belongs to no team. Only the caller's company is ever looked at.
 */
export function listTeams(world: World, companyId: number, q: TeamPageQuery): TeamListResponse {
  const needle = q.search.trim().toLowerCase();
  const teams = world.teams
    .filter((t) => t.companyId === companyId && t.name.toLowerCase().includes(needle))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id);

  const rows = teams.slice((q.page - 1) * q.size, q.page * q.size).map((t) => ({
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
    totalPages: Math.max(1, Math.ceil(teams.length / q.size)),
  };
}

/**
 * Deletes a team of the caller's company. Nothing it held is lost: members simply leave it,
 * its VMs become unassigned and its child teams move to the top level. Another company's
 * team is reported as not found, so ids of other tenants cannot be probed.
 */
export function deleteTeam(world: World, companyId: number, teamId: number, now: Date): void {
  const team = world.teams.find((t) => t.id === teamId && t.companyId === companyId);
  if (!team) throw notFound(TEAM_MESSAGES.notFound);
  const at = now.toISOString();
  world.teams = world.teams.filter((t) => t.id !== teamId);
  world.teamMembers = world.teamMembers.filter((m) => m.teamId !== teamId);
  for (const vm of world.virtualMachines) {
    if (vm.teamId === teamId) Object.assign(vm, { teamId: null, updatedAt: at });
  }
  for (const child of world.teams) {
    if (child.parentTeamId === teamId) Object.assign(child, { parentTeamId: null, updatedAt: at });
  }
}
