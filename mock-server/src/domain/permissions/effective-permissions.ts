import type { Permission, TeamGrant } from '@contract/permissions';
import { isCommitted } from '../../model/committed';
import type { Team, World } from '../../model/schema';
import { deriveGrants, permissionSources, type PermissionSources } from './grants';
import type { RecordList } from '../../model/records';

/** A user's permissions, team by team, indexed so that a check costs the same at any size. */
export type EffectivePermissions = {
  grants: readonly TeamGrant[];
  byTeam: ReadonlyMap<number, ReadonlySet<Permission>>;
  anywhere: ReadonlySet<Permission>;
};

type Derived = { sources: PermissionSources; byUser: Map<string, EffectivePermissions> };

/**
 * Kept per state of the three collections permissions come from. Committed collections never
 * change in place: a change replaces them (model/changes.ts), so their identity names their content:
 * the teams array is the key and the other two confirm it. When it goes, so does the entry.
 */
const derivedByTeams = new WeakMap<RecordList<Team>, Derived>();

function derivedFor(world: World): Derived {
  const { teams, teamMembers, teamPermissions } = world;
  // A world still being built or changed (a draft, a test's) can change under us: keep nothing.
  if (![teams, teamMembers, teamPermissions].every(isCommitted))
    return { sources: permissionSources(world), byUser: new Map() };
  const kept = derivedByTeams.get(teams);
  if (kept?.sources.teamMembers === teamMembers && kept.sources.teamPermissions === teamPermissions)
    return kept;
  const derived = { sources: permissionSources(world), byUser: new Map() };
  derivedByTeams.set(teams, derived);
  return derived;
}

function indexed(grants: TeamGrant[]): EffectivePermissions {
  return {
    grants,
    byTeam: new Map(grants.map((g) => [g.teamId, new Set(g.permissions)])),
    anywhere: new Set(grants.flatMap((g) => g.permissions)),
  };
}

/** What the user may do in each team of the company, derived once per state of the world. */
export function effectivePermissions(
  world: World,
  userId: number,
  companyId: number,
): EffectivePermissions {
  const derived = derivedFor(world);
  const key = `${companyId}/${userId}`;
  let found = derived.byUser.get(key);
  if (!found) {
    found = indexed(deriveGrants(derived.sources, userId, companyId));
    derived.byUser.set(key, found);
  }
  return found;
}

/**
 * contract/permissions.ts isGranted, answered from the index: the permission in that team, or in
 * any of the user's teams when the thing belongs to none.
 */
export const holds = (
  effective: EffectivePermissions,
  permission: Permission,
  teamId?: number | null,
): boolean =>
  teamId
    ? effective.byTeam.get(teamId)?.has(permission) === true
    : effective.anywhere.has(permission);
