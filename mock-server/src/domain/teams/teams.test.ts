import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import type { World } from '../../model/schema';
import { testVm } from '../../testing/test-records';
import { deleteTeam, listTeams } from './teams';
import { contextAt } from '../../testing/domain-context';

const at = '2026-03-01T00:00:00.000Z';

/** Company 1: teams Alpha..Lambda (12), users 1-4, VMs; company 2: one team "Alpha Other". */
function world(): World {
  const w = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 's' });
  const names = [
    'Kappa',
    'alpha',
    'Beta',
    'Gamma',
    'Delta',
    'Epsilon',
    'Zeta',
    'Eta',
    'Theta',
    'Iota',
    'Lambda',
    'Mu',
  ];
  names.forEach((name, i) =>
    w.teams.push({
      id: i + 1,
      companyId: 1,
      name,
      parentTeamId: i === 2 ? 2 : null,
      createdAt: at,
      updatedAt: at,
    }),
  );
  w.teams.push({
    id: 100,
    companyId: 2,
    name: 'Alpha Other',
    parentTeamId: null,
    createdAt: at,
    updatedAt: at,
  });
  for (const id of [1, 2, 3, 4]) {
    w.users.push({
      id,
      companyId: 1,
      email: `u${id}@x.example`,
      firstName: 'U',
      lastName: String(id),
      passwordHash: null,
      status: 'active',
      forcePasswordReset: false,
      createdAt: at,
      updatedAt: at,
    });
  }
  w.users.push({
    id: 9,
    companyId: 2,
    email: 'o@y.example',
    firstName: 'O',
    lastName: 'Y',
    passwordHash: null,
    status: 'active',
    forcePasswordReset: false,
    createdAt: at,
    updatedAt: at,
  });
  w.teamMembers.push(
    { id: 1, teamId: 2, userId: 1, roleId: 1 },
    { id: 2, teamId: 2, userId: 2, roleId: 2 },
    { id: 3, teamId: 3, userId: 2, roleId: 3 },
  );
  const vm = (id: number, companyId: number, teamId: number | null) =>
    w.virtualMachines.push(testVm({ id, companyId, name: `vm${id}`, teamId }));
  vm(1, 1, 2);
  vm(2, 1, 2);
  vm(3, 1, null);
  vm(4, 2, null);
  return w;
}

const admin = { userId: 1, companyId: 1 };
const ctxOf = (w: World, now = at) => contextAt(w, new Date(now));

describe('listTeams', () => {
  it('pages the company teams sorted by name, case-insensitively', () => {
    const page1 = listTeams(world(), 1, { page: 1, size: 10, search: '' });
    expect(page1.data.map((t) => t.name).slice(0, 3)).toEqual(['alpha', 'Beta', 'Delta']);
    expect(page1.data).toHaveLength(10);
    expect(page1.totalPages).toBe(2);
    const page2 = listTeams(world(), 1, { page: 2, size: 10, search: '' });
    expect(page2.data.map((t) => t.name)).toEqual(['Theta', 'Zeta']);
    expect(listTeams(world(), 1, { page: 3, size: 10, search: '' }).data).toEqual([]);
  });

  it('counts members and VMs per team and what is unassigned, for the company only', () => {
    const res = listTeams(world(), 1, { page: 1, size: 10, search: 'ALPHA' });
    expect(res.data).toEqual([
      { id: 2, name: 'alpha', parentTeamId: null, userCount: 2, vmCount: 2 },
    ]);
    expect(res.unassignedUsers).toBe(2); // users 3 and 4
    expect(res.unassignedVMs).toBe(1); // vm 3; company 2's vm 4 is not counted
    expect(res.totalPages).toBe(1);
  });

  it('gives one page even when nothing matches', () => {
    expect(listTeams(world(), 1, { page: 1, size: 10, search: 'nothing' })).toMatchObject({
      data: [],
      totalPages: 1,
    });
  });
});

describe('deleteTeam', () => {
  it('removes memberships, unassigns VMs and lifts child teams to the top', () => {
    const w = world();
    deleteTeam(ctxOf(w, '2026-03-02T00:00:00Z'), admin, 2);
    expect(w.teams.find((t) => t.id === 2)).toBeUndefined();
    expect(w.teamMembers.map((m) => m.teamId)).toEqual([3]);
    expect(w.virtualMachines.filter((v) => v.teamId === null).map((v) => v.id)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(w.teams.find((t) => t.id === 3)?.parentTeamId).toBeNull();
    expect(listTeams(w, 1, { page: 1, size: 20, search: '' }).unassignedUsers).toBe(3);
  });

  it("refuses another company's team and unknown ids as not found", () => {
    const w = world();
    expect(() => deleteTeam(ctxOf(w), admin, 100)).toThrow('Team not found');
    expect(() => deleteTeam(ctxOf(w), admin, 999)).toThrow('Team not found');
    expect(w.teams).toHaveLength(13);
  });
});
