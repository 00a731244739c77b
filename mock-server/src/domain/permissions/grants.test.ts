import { describe, expect, it } from 'vitest';
import { LAST_PERMISSION_ID } from '@contract/permissions';
import { emptyWorld } from '../../model/empty-world';
import type { World } from '../../model/schema';
import type { HttpError } from '../shared/errors';
import { refusalOf } from '../../testing/test-records';
import { assertValidParent, selfAndAncestors } from '../teams/team-tree';
import { grantsOf } from './grants';
import { requirePermission } from './require-permission';

const at = '2026-03-01T00:00:00.000Z';

/** Company 1: Root(1) > Child(2) > Grandchild(3), and Side(4); company 2: Other(9). */
function world(): World {
  const w = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 's' });
  const team = (id: number, parentTeamId: number | null, companyId = 1) =>
    w.teams.push({ id, companyId, name: `T${id}`, parentTeamId, createdAt: at, updatedAt: at });
  team(1, null);
  team(2, 1);
  team(3, 2);
  team(4, null);
  team(9, null, 2);
  w.teamMembers.push(
    { id: 1, teamId: 1, userId: 10, roleId: 2 }, // Operator at the root
    { id: 2, teamId: 4, userId: 10, roleId: 3 }, // Read Only beside it
    { id: 3, teamId: 2, userId: 11, roleId: 1 }, // Admin of the child
  );
  return w;
}

const refusal = (fn: () => unknown) => refusalOf<HttpError>(fn);

describe('team nesting', () => {
  it('walks up from a team to the top', () => {
    expect(selfAndAncestors(world().teams, 3)).toEqual([3, 2, 1]);
    expect(selfAndAncestors(world().teams, 4)).toEqual([4]);
  });

  it('accepts any parent that is not the team itself or below it', () => {
    const w = world();
    expect(() => assertValidParent(w, 1, 4, 3)).not.toThrow();
    expect(() => assertValidParent(w, 1, 3, 1)).not.toThrow();
    expect(() => assertValidParent(w, 1, null, 2)).not.toThrow();
    expect(() => assertValidParent(w, 1, 2, null)).not.toThrow();
  });

  it('refuses a cycle: itself, a child or a grandchild as the parent', () => {
    const w = world();
    for (const [team, parent] of [
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 3],
    ] as const) {
      const err = refusal(() => assertValidParent(w, 1, team, parent));
      expect(err.status).toBe(400);
      expect(err.message).toBe('A team cannot be nested inside itself or one of its own sub-teams');
    }
  });

  it("refuses a parent that would nest a team, or a moved team's sub-teams, too deep", () => {
    const w = world();
    // Grandchild(3) is level 3; levels 4..10 below it make a chain 10 deep.
    for (let id = 20; id < 27; id++)
      w.teams.push({
        id,
        companyId: 1,
        name: `L${id}`,
        parentTeamId: id === 20 ? 3 : id - 1,
        createdAt: at,
        updatedAt: at,
      });
    const tooDeep = 'Teams can be nested at most 10 levels deep';
    expect(refusal(() => assertValidParent(w, 1, null, 26)).message).toBe(tooDeep);
    expect(() => assertValidParent(w, 1, null, 25)).not.toThrow();
    expect(refusal(() => assertValidParent(w, 1, 4, 26)).message).toBe(tooDeep);
    expect(refusal(() => assertValidParent(w, 1, 1, 24)).message).toBe(
      'A team cannot be nested inside itself or one of its own sub-teams',
    );
    w.teams.push({
      id: 30,
      companyId: 1,
      name: 'T30',
      parentTeamId: null,
      createdAt: at,
      updatedAt: at,
    });
    w.teams.push({
      id: 31,
      companyId: 1,
      name: 'T31',
      parentTeamId: 30,
      createdAt: at,
      updatedAt: at,
    });
    w.teams.push({
      id: 32,
      companyId: 1,
      name: 'T32',
      parentTeamId: 31,
      createdAt: at,
      updatedAt: at,
    });
    // T30 spans three levels: under level 9 it would reach 11, under level 7 exactly 10.
    expect(refusal(() => assertValidParent(w, 1, 30, 25)).message).toBe(tooDeep);
    expect(() => assertValidParent(w, 1, 30, 23)).not.toThrow();
  });

  it("refuses another company's team as a parent as not found", () => {
    expect(refusal(() => assertValidParent(world(), 1, 1, 9)).message).toBe(
      'Parent team not found',
    );
  });
});

describe('grantsOf', () => {
  it('carries a role down to every team nested below it', () => {
    const grants = grantsOf(world(), 10, 1);
    expect(grants.map((g) => g.teamId)).toEqual([1, 2, 3, 4]);
    expect(grants.find((g) => g.teamId === 3)?.permissions).toContain('vm.power');
    expect(grants.find((g) => g.teamId === 4)?.permissions).toEqual([]);
  });

  it("does not carry a role up to a team's parent", () => {
    const grants = grantsOf(world(), 11, 1);
    expect(grants.map((g) => g.teamId)).toEqual([2, 3]);
  });

  it("reads each team's own row when it set one", () => {
    const w = world();
    w.teamPermissions.push({
      id: 1,
      teamId: 2,
      roleId: 2,
      permissionIds: [4],
      knownUpTo: LAST_PERMISSION_ID,
    });
    expect(grantsOf(w, 10, 1).find((g) => g.teamId === 2)?.permissions).toEqual(['vm.delete']);
    expect(grantsOf(w, 10, 1).find((g) => g.teamId === 1)?.permissions).not.toContain('vm.delete');
  });

  it('gives every team of a long chain the roles held above it, visiting teams in any order', () => {
    const w = world();
    // Teams 100..399, each under the last; listed bottom first, so no parent is known before.
    for (let id = 399; id >= 100; id--)
      w.teams.push({
        id,
        companyId: 1,
        name: `C${id}`,
        parentTeamId: id === 100 ? 3 : id - 1,
        createdAt: at,
        updatedAt: at,
      });
    w.teamMembers.push({ id: 9, teamId: 250, userId: 10, roleId: 1 }); // Admin halfway down
    const grants = new Map(grantsOf(w, 10, 1).map((g) => [g.teamId, g.permissions]));
    expect(grants.get(249)).not.toContain('team.manage'); // Operator from the root only
    expect(grants.get(249)).toContain('vm.power');
    expect(grants.get(250)).toContain('team.manage');
    expect(grants.get(399)).toContain('team.manage');
    expect(grants.size).toBe(4 + 300);
  });

  it('gives a user of no team nothing', () => {
    expect(grantsOf(world(), 12, 1)).toEqual([]);
  });
});

describe('requirePermission', () => {
  const operator = { userId: 10, companyId: 1 };
  it('lets through what the role allows in that team', () => {
    expect(() => requirePermission(world(), operator, 'vm.power', 3)).not.toThrow();
    expect(() => requirePermission(world(), operator, 'vm.create')).not.toThrow();
  });

  it('refuses with 403 naming the missing permission', () => {
    const err = refusal(() => requirePermission(world(), operator, 'vm.delete', 1));
    expect(err.status).toBe(403);
    expect(err.message).toBe('You do not have the "Delete virtual machines" permission');
    expect(refusal(() => requirePermission(world(), operator, 'vm.power', 4)).status).toBe(403);
  });
});
