import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_ID as ADMIN,
  DEFAULT_ROLE_PERMISSIONS,
  OPERATOR_ROLE_ID as OPERATOR,
  PERMISSIONS,
  READ_ONLY_ROLE_ID as READ_ONLY,
} from '../../contract/permissions';
import { ROLE_MESSAGES } from '../../contract/roles';
import type { User } from '../../mock-server/src/model/schema';
import { memberWith, peopleWorld, teamNamed } from './support/people';
import { companyOf, type As } from './support/vms';
import type { TestApp } from './support/test-app';

let t: TestApp;
let customer: As;
/** An Operator of Finance Apps whose row there also manages teams and users, nothing more. */
let manager: As;
let financeId: number;
beforeEach(async () => {
  ({ t, customer } = await peopleWorld());
  financeId = teamNamed(t, 'Finance Apps').id;
  const operatorRow = [
    ...(DEFAULT_ROLE_PERMISSIONS[OPERATOR] ?? []),
    'team.manage' as const,
    'user.manage' as const,
  ].map((p) => PERMISSIONS[p].id);
  await customer
    .post('/v1/permissions/assign', {
      teamId: financeId,
      roleId: OPERATOR,
      permissionIds: operatorRow,
    })
    .expect(200);
  manager = (await memberWith(t, companyOf(t), [{ teamId: financeId, roleId: 2 }])).api;
});

/** A colleague who is not in Finance Apps yet: someone to grant a role to there. */
function freeColleague(): User {
  const world = t.store.data;
  return world.users.find(
    (u) =>
      u.companyId === companyOf(t) &&
      u.status === 'active' &&
      !u.email.endsWith('@example.com') &&
      !world.teamMembers.some((m) => m.userId === u.id && m.teamId === financeId),
  ) as User;
}

const grantBeyondOwn = ROLE_MESSAGES.beyondOwn('vm.delete', 'Admin', 'Finance Apps');

/** The three ways to grant a role in a team, each for one user. */
const paths = {
  addUser: (who: As, userId: number, roleId: number) =>
    who.post('/v1/teams/addUser', { teamId: financeId, userId, roleId }),
  updateUserRoleForTeam: async (who: As, userId: number, roleId: number) => {
    await customer
      .post('/v1/teams/addUser', { teamId: financeId, userId, roleId: READ_ONLY })
      .expect(200);
    return who.post('/v1/roles/updateUserRoleForTeam', { teamId: financeId, userId, roleId });
  },
  'users/create': (who: As, userId: number, roleId: number) =>
    who.post('/v1/users/create', {
      email: `invitee-${userId}-${roleId}@northwind.example`,
      roleId,
      teamIds: [financeId],
    }),
};

describe('who may grant which role: one rule for adding, changing and inviting', () => {
  it('refuses the Admin role from a manager who does not hold every permission there', async () => {
    for (const [path, grant] of Object.entries(paths)) {
      const res = await grant(manager, freeColleague().id, ADMIN);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 403,
        message: grantBeyondOwn,
      });
    }
    expect(grantBeyondOwn).toBe(
      'You do not have the "Delete virtual machines" permission in Finance Apps, which the Admin role would give',
    );
  });

  it('lets that manager grant the roles that give nothing more than they hold', async () => {
    for (const [path, grant] of Object.entries(paths))
      for (const roleId of [OPERATOR, READ_ONLY]) {
        const res = await grant(manager, freeColleague().id, roleId);
        expect({ path, roleId, status: res.status }).toEqual({ path, roleId, status: 200 });
      }
  });

  it('lets an Admin of the team grant Admin on each path', async () => {
    for (const [path, grant] of Object.entries(paths)) {
      const user = freeColleague();
      const res = await grant(customer, user.id, ADMIN);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      if (path !== 'users/create')
        expect(t.store.data.teamMembers).toContainEqual(
          expect.objectContaining({ teamId: financeId, userId: user.id, roleId: ADMIN }),
        );
    }
  });
});

describe('taking a member out of a team: nobody takes away what they could not give', () => {
  /** A colleague put into Finance Apps with `roleId` by an Admin of it. */
  async function memberOfFinance(roleId: number): Promise<number> {
    const user = freeColleague();
    await customer
      .post('/v1/teams/addUser', { teamId: financeId, userId: user.id, roleId })
      .expect(200);
    return user.id;
  }
  const remove = (who: As, userId: number) =>
    who.delete('/v1/teams/removeUser').send({ teamId: financeId, userId });
  const isMember = (userId: number) =>
    t.store.data.teamMembers.some((m) => m.teamId === financeId && m.userId === userId);

  it('refuses a manager who is not an Admin removing an Admin, and keeps the member', async () => {
    const admin = await memberOfFinance(ADMIN);
    const res = await remove(manager, admin).expect(403);
    expect(res.body.message).toBe(
      'You do not have the "Delete virtual machines" permission in Finance Apps, so you cannot remove a member with the Admin role there',
    );
    expect(isMember(admin)).toBe(true);
    // An Admin of the team may: the team keeps other Admins.
    await remove(customer, admin).expect(200);
    expect(isMember(admin)).toBe(false);
  });

  it('lets that manager remove the members whose roles it could grant', async () => {
    for (const roleId of [OPERATOR, READ_ONLY]) {
      const userId = await memberOfFinance(roleId);
      await remove(manager, userId).expect(200);
      expect(isMember(userId)).toBe(false);
    }
  });
});

describe("a role's permissions: nobody gives one more than they hold", () => {
  it('refuses a manager who adds to a role a permission it lacks itself, and keeps the row', async () => {
    const before = t.store.data.teamPermissions.find(
      (r) => r.teamId === financeId && r.roleId === READ_ONLY,
    );
    const res = await manager.post('/v1/permissions/assign', {
      teamId: financeId,
      roleId: READ_ONLY,
      permissionIds: [PERMISSIONS['vm.delete'].id],
    });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 403,
      message:
        'You do not have the "Delete virtual machines" permission in Finance Apps, so you cannot give it to a role',
    });
    expect(
      t.store.data.teamPermissions.find((r) => r.teamId === financeId && r.roleId === READ_ONLY),
    ).toEqual(before);
  });

  it('refuses the manager raising its own role, yet lets it keep what an Admin gave', async () => {
    const ownRow = t.store.data.teamPermissions.find(
      (r) => r.teamId === financeId && r.roleId === OPERATOR,
    )!.permissionIds;
    await manager
      .post('/v1/permissions/assign', {
        teamId: financeId,
        roleId: OPERATOR,
        permissionIds: [...ownRow, PERMISSIONS['vm.delete'].id],
      })
      .expect(403);
    // Taking one away and saving again is fine: nothing it gives is new.
    const fewer = ownRow.filter((id) => id !== PERMISSIONS['vm.power'].id);
    await manager
      .post('/v1/permissions/assign', { teamId: financeId, roleId: OPERATOR, permissionIds: fewer })
      .expect(200);
  });

  it("lets an Admin give any permission to a team's roles", async () => {
    await customer
      .post('/v1/permissions/assign', {
        teamId: financeId,
        roleId: READ_ONLY,
        permissionIds: [PERMISSIONS['vm.delete'].id],
      })
      .expect(200);
  });
});
