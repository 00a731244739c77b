import { describe, expect, it } from 'vitest';
import { isGranted, PERMISSION_KEYS } from '@contract/permissions';
import { emptyWorld } from '../../model/empty-world';
import { records } from '../../model/records';
import { openMemoryStore } from '../../storage/memory/memory-store';
import type { World } from '../../model/schema';
import { refusalOf, testTeam, testVm } from '../../testing/test-records';
import type { HttpError } from '../shared/errors';
import { effectivePermissions, holds } from './effective-permissions';
import { grantsOf } from './grants';
import { requirePermission } from './require-permission';

const at = '2026-03-01T00:00:00.000Z';
const operator = { userId: 10, companyId: 1 };

/** Company 1: Root(1) > Child(2); user 10 is an Operator of Root, so of Child too. */
function world(): World {
  const w = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 's' });
  w.teams.push(testTeam(1, null), testTeam(2, 1));
  w.teamMembers.push({ id: 1, teamId: 1, userId: 10, roleId: 2 });
  w.virtualMachines.push(testVm({ id: 1, teamId: 2 }));
  w.counters = { ...w.counters, teams: 2, teamMembers: 1, virtualMachines: 1 };
  return w;
}

const refused = (fn: () => unknown) => refusalOf<HttpError>(fn).status;

describe('effective permissions, kept per state of the world', () => {
  it('are derived once while teams, members and rows stay the same', async () => {
    const store = await openMemoryStore(world());
    const first = effectivePermissions(store.data, 10, 1);
    expect(effectivePermissions(store.data, 10, 1)).toBe(first);
    // A change elsewhere (a VM renamed) leaves them as they were.
    await store.mutate((w) => {
      w.virtualMachines.byId(1)!.name = 'renamed';
    });
    expect(effectivePermissions(store.data, 10, 1)).toBe(first);
  });

  it("refuses a permission right after the team's row takes it away", async () => {
    const store = await openMemoryStore(world());
    expect(() => requirePermission(store.data, operator, 'vm.power', 2)).not.toThrow();
    await store.mutate((w) => {
      w.teamPermissions.push({ id: 1, teamId: 2, roleId: 2, permissionIds: [], knownUpTo: 10 });
    });
    expect(refused(() => requirePermission(store.data, operator, 'vm.power', 2))).toBe(403);
    expect(() => requirePermission(store.data, operator, 'vm.power', 1)).not.toThrow();
  });

  it('refuses everything right after the membership goes, and follows a new parent', async () => {
    const store = await openMemoryStore(world());
    await store.mutate((w) => {
      w.teams.push(testTeam(3, null));
    });
    expect(refused(() => requirePermission(store.data, operator, 'vm.power', 3))).toBe(403);
    await store.mutate((w) => {
      w.teams.byId(3)!.parentTeamId = 2;
    });
    expect(() => requirePermission(store.data, operator, 'vm.power', 3)).not.toThrow();
    await store.mutate((w) => {
      w.teamMembers = records([]);
    });
    for (const teamId of [1, 2, 3, null])
      expect(refused(() => requirePermission(store.data, operator, 'vm.power', teamId))).toBe(403);
  });

  it('reads a world that is not committed (a draft, a test world) as it is, keeping nothing', () => {
    const w = world();
    expect(holds(effectivePermissions(w, 10, 1), 'vm.power', 2)).toBe(true);
    w.teamMembers.removeWhere(() => true);
    expect(holds(effectivePermissions(w, 10, 1), 'vm.power', 2)).toBe(false);
  });

  it("answers exactly as the contract's isGranted", () => {
    const w = world();
    w.teamPermissions.push({ id: 1, teamId: 2, roleId: 2, permissionIds: [4], knownUpTo: 10 });
    const effective = effectivePermissions(w, 10, 1);
    const grants = grantsOf(w, 10, 1);
    for (const permission of PERMISSION_KEYS)
      for (const teamId of [undefined, null, 0, 1, 2, 3])
        expect([permission, teamId, holds(effective, permission, teamId)]).toEqual([
          permission,
          teamId,
          isGranted(grants, permission, teamId),
        ]);
  });
});
