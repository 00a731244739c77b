import { TEAM_ERROR_MESSAGES, TEAM_MAX_DEPTH, TEAM_MAX_PER_COMPANY } from '@contract/teams';
import type { Team, World } from '../../model/schema';
import { badRequest, conflict } from '../shared/errors';
import type { RecordList } from '../../model/records';

/** The list kept in `map` under `key`, made empty the first time (for grouping in one pass). */
export function listAt<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

export const indexTeams = (teams: RecordList<Team>): ReadonlyMap<number, Team> =>
  new Map(teams.map((t) => [t.id, t]));

/** The team and every team above it, nearest first (a broken chain simply ends). */
export function selfAndAncestors(
  teams: RecordList<Team> | ReadonlyMap<number, Team>,
  teamId: number,
): number[] {
  const byId = 'get' in teams ? teams : indexTeams(teams);
  const chain = new Set<number>();
  let current = byId.get(teamId);
  while (current && !chain.has(current.id)) {
    chain.add(current.id);
    current = current.parentTeamId === null ? undefined : byId.get(current.parentTeamId);
  }
  return [...chain];
}

/** The team and every team nested below it, at any depth (a loop is walked once). */
export function selfAndDescendants(teams: RecordList<Team>, teamId: number): number[] {
  const children = new Map<number, number[]>();
  for (const t of teams) if (t.parentTeamId !== null) listAt(children, t.parentTeamId).push(t.id);
  // A set visits what is added to it while it is walked: the whole subtree, each team once.
  const found = new Set([teamId]);
  for (const id of found) for (const child of children.get(id) ?? []) found.add(child);
  return [...found];
}

/** How many levels the team and its sub-teams span: 1 for a team with none. */
export function levelsFrom(teams: RecordList<Team>, teamId: number): number {
  const children = new Map<number, number[]>();
  for (const t of teams) if (t.parentTeamId !== null) listAt(children, t.parentTeamId).push(t.id);
  const seen = new Set([teamId]);
  let level = [teamId];
  let levels = 0;
  while (level.length > 0) {
    levels++;
    level = level.flatMap((id) => children.get(id) ?? []).filter((id) => !seen.has(id));
    for (const id of level) seen.add(id);
  }
  return levels;
}

const parentRefusal = (message: string) =>
  badRequest(message, [{ path: 'parentTeamId', msg: message }]);

/** Refuses a new team once the company has as many as it may. */
export function assertRoomForTeam(world: World, companyId: number): void {
  let count = 0;
  for (const t of world.teams) if (t.companyId === companyId) count++;
  if (count >= TEAM_MAX_PER_COMPANY) throw conflict(TEAM_ERROR_MESSAGES.tooMany);
}

/**
 * Refuses a parent that would make a loop or nest too deep: a team (`teamId`, null for a new
 * one) can sit under any team of its company except itself and the teams nested below it, as
 * long as it and its sub-teams stay within TEAM_MAX_DEPTH levels. Another company's team reads
 * as not found.
 */
export function assertValidParent(
  world: World,
  companyId: number,
  teamId: number | null,
  parentTeamId: number | null,
): void {
  if (parentTeamId === null) return;
  const parent = world.teams.find((t) => t.id === parentTeamId && t.companyId === companyId);
  if (!parent) throw parentRefusal(TEAM_ERROR_MESSAGES.parentNotFound);
  const above = selfAndAncestors(world.teams, parentTeamId);
  if (teamId !== null && above.includes(teamId))
    throw parentRefusal(TEAM_ERROR_MESSAGES.parentCycle);
  const levels = teamId === null ? 1 : levelsFrom(world.teams, teamId);
  if (above.length + levels > TEAM_MAX_DEPTH) throw parentRefusal(TEAM_ERROR_MESSAGES.tooDeep);
}
