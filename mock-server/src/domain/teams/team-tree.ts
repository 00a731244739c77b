import { TEAM_ERROR_MESSAGES } from '@contract/teams';
import type { Team, World } from '../../model/schema';
import { badRequest } from '../shared/errors';

/** The list kept in `map` under `key`, made empty the first time (for grouping in one pass). */
export function listAt<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

export const indexTeams = (teams: readonly Team[]): ReadonlyMap<number, Team> =>
  new Map(teams.map((t) => [t.id, t]));

/** The team and every team above it, nearest first (a broken chain simply ends). */
export function selfAndAncestors(
  teams: readonly Team[] | ReadonlyMap<number, Team>,
  teamId: number,
): number[] {
  const byId = 'get' in teams ? teams : indexTeams(teams);
  const chain: number[] = [];
  let current = byId.get(teamId);
  while (current && !chain.includes(current.id)) {
    chain.push(current.id);
    current = current.parentTeamId === null ? undefined : byId.get(current.parentTeamId);
  }
  return chain;
}

/** The team and every team nested below it, at any depth (a loop is walked once). */
export function selfAndDescendants(teams: readonly Team[], teamId: number): number[] {
  const children = new Map<number, number[]>();
  for (const t of teams) if (t.parentTeamId !== null) listAt(children, t.parentTeamId).push(t.id);
  // A set visits what is added to it while it is walked: the whole subtree, each team once.
  const found = new Set([teamId]);
  for (const id of found) for (const child of children.get(id) ?? []) found.add(child);
  return [...found];
}

/**
 * Refuses a parent that would make a loop: a team can sit under any team of its company except
 * itself and the teams nested below it. Another company's team reads as not found.
 */
export function assertValidParent(
  world: World,
  companyId: number,
  teamId: number | null,
  parentTeamId: number | null,
): void {
  if (parentTeamId === null) return;
  const parent = world.teams.find((t) => t.id === parentTeamId && t.companyId === companyId);
  if (!parent)
    throw badRequest(TEAM_ERROR_MESSAGES.parentNotFound, [
      { path: 'parentTeamId', msg: TEAM_ERROR_MESSAGES.parentNotFound },
    ]);
  if (teamId !== null && selfAndAncestors(world.teams, parentTeamId).includes(teamId))
    throw badRequest(TEAM_ERROR_MESSAGES.parentCycle, [
      { path: 'parentTeamId', msg: TEAM_ERROR_MESSAGES.parentCycle },
    ]);
}
