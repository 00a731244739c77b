import { beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS, permissionRefusal, type Permission } from '../../contract/permissions';
import { myPermissionsSchema, roleSchema, teamPermissionsSchema } from '../../contract/roles';
import type { VirtualMachine } from '../../mock-server/src/model/schema';
import { memberWith, teamNamed, userByEmail, peopleWorld } from './support/people';
import { CAT, companyOf, createBody, forceStatus, LONG_SESSIONS, type As } from './support/vms';
import type { TestApp } from './support/test-app';

let t: TestApp;
let customer: As;
let reseller: As;
let viewer: As;
beforeEach(async () => {
  ({ t, customer, reseller, viewer } = await peopleWorld(LONG_SESSIONS));
});

/** A live VM of a team, Running, so every action's status rule lets it through. */
async function runningVmOf(teamName: string, skip = 0): Promise<VirtualMachine> {
  const team = teamNamed(t, teamName);
  const vm = t.store.data.virtualMachines.filter(
    (v) => v.teamId === team.id && v.deletedAt === null && v.sizeId !== null && v.sizeId < 6,
  )[skip] as VirtualMachine;
  await forceStatus(t, vm.id, 'Running');
  return vm;
}

describe('roles', () => {
  it('lists the roles, Admin first', async () => {
    const roles = roleSchema
      .array()
      .parse((await viewer.get('/v1/roles/userRoles').expect(200)).body.data);
    expect(roles.map((r) => [r.id, r.name])).toEqual([
      [1, 'Admin'],
      [2, 'Operator'],
      [3, 'Read Only'],
    ]);
  });

  it("changes a member's role, to Admin by an Admin, but never takes an Admin's role", async () => {
    const qa = teamNamed(t, 'Data Engineering');
    const newhire = userByEmail(t, 'newhire@example.com');
    const body = { teamId: qa.id, userId: newhire.id };
    await customer.post('/v1/teams/addUser', { ...body, roleId: 3 }).expect(200);
    const res = await customer
      .post('/v1/roles/updateUserRoleForTeam', { ...body, roleId: 2 })
      .expect(200);
    expect(res.body).toEqual({
      message: 'User role updated successfully',
      data: { ...body, roleId: 2 },
    });
    // The same rule as adding a member (tests/api/role-grants.test.ts): an Admin grants Admin.
    await customer.post('/v1/roles/updateUserRoleForTeam', { ...body, roleId: 1 }).expect(200);
    const taken = await customer
      .post('/v1/roles/updateUserRoleForTeam', { ...body, roleId: 3 })
      .expect(400);
    expect(taken.body.message).toBe("An Admin's role cannot be changed here");

    const platform = teamNamed(t, 'Platform');
    const dana = userByEmail(t, 'customer@example.com');
    const take = await customer
      .post('/v1/roles/updateUserRoleForTeam', { teamId: platform.id, userId: dana.id, roleId: 3 })
      .expect(400);
    expect(take.body.message).toBe("An Admin's role cannot be changed here");
  });

  it('refuses a non-member, an unknown role, another company and a read-only caller', async () => {
    const qa = teamNamed(t, 'Data Engineering');
    const reseller1 = userByEmail(t, 'reseller@example.com');
    const newhire = userByEmail(t, 'newhire@example.com');
    const wh = teamNamed(t, 'Warehouse Systems');
    const cases: [As, number, number, number, number][] = [
      [customer, wh.id, newhire.id, 3, 404], // not a member there
      [customer, qa.id, newhire.id, 7, 400], // no such role
      [customer, qa.id, reseller1.id, 3, 404], // another company's user
      [reseller, qa.id, newhire.id, 3, 404], // another company's team
      [viewer, qa.id, newhire.id, 3, 403], // may not manage the team
    ];
    for (const [who, teamId, userId, roleId, status] of cases)
      await who.post('/v1/roles/updateUserRoleForTeam', { teamId, userId, roleId }).expect(status);
  });
});

describe('permissions of a team', () => {
  it("lists every permission and each role's row, with the team's own rows marked", async () => {
    const qa = teamNamed(t, 'QA');
    const table = teamPermissionsSchema.parse(
      (await viewer.get(`/v1/permissions/list/${qa.id}`).expect(200)).body.data,
    );
    const every = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(table.permissions.map((p) => p.id)).toEqual(every);
    const admin = table.roles.find((r) => r.roleId === 1);
    expect(admin).toMatchObject({ editable: false, permissionIds: every });
    // The seed lets QA's Operators delete VMs.
    expect(table.roles.find((r) => r.roleId === 2)).toMatchObject({
      customized: true,
      permissionIds: [1, 2, 3, 4, 5, 6, 10],
    });
    await reseller.get(`/v1/permissions/list/${qa.id}`).expect(404);
  });

  it("assigns a role's permissions in one team, and the sandbox enforces them at once", async () => {
    const data = teamNamed(t, 'Data Engineering');
    const vm = await runningVmOf('Data Engineering');
    await viewer.post(`/v1/virtualMachines/stop/${vm.id}`).expect(403);
    const res = await customer
      .post('/v1/permissions/assign', {
        teamId: data.id,
        roleId: 3,
        permissionIds: [PERMISSIONS['vm.power'].id],
      })
      .expect(200);
    expect(
      res.body.data.roles.find((r: { roleId: number }) => r.roleId === 3).permissionIds,
    ).toEqual([2]);
    await viewer.post(`/v1/virtualMachines/stop/${vm.id}`).expect(200);
    await viewer.delete(`/v1/virtualMachines/delete/${vm.id}`).expect(403);
    await customer
      .post('/v1/permissions/assign', { teamId: data.id, roleId: 3, permissionIds: [] })
      .expect(200);
  });

  it("reads a team's row saved before VM access existed with the role's default for it", async () => {
    const team = teamNamed(t, 'Warehouse Systems');
    const operator = await memberWith(t, companyOf(t), [{ teamId: team.id, roleId: 2 }]);
    const readOnly = {
      teamId: team.id,
      userId: userByEmail(t, 'viewer@example.com').id,
      roleId: 3,
    };
    // Rows as a sandbox stored them before the permission was added: no note of the last id.
    await t.store.mutate((w) => {
      w.counters.teamMembers += 1;
      w.teamMembers.push({ id: w.counters.teamMembers, ...readOnly });
      for (const [roleId, permissionIds] of [
        [2, [1, 2, 3, 5, 6]],
        [3, [2]],
      ] as const) {
        w.counters.teamPermissions += 1;
        w.teamPermissions.push({
          id: w.counters.teamPermissions,
          teamId: team.id,
          roleId,
          permissionIds: [...permissionIds],
        });
      }
    });
    const vm = await runningVmOf('Warehouse Systems');
    await operator.api.get(`/v1/virtualMachines/getPassword/${vm.id}`).expect(200);
    await viewer.post(`/v1/virtualMachines/stop/${vm.id}`).expect(200);
    await viewer.get(`/v1/virtualMachines/getPassword/${vm.id}`).expect(403);
    const table = teamPermissionsSchema.parse(
      (await customer.get(`/v1/permissions/list/${team.id}`).expect(200)).body.data,
    );
    expect(table.roles.map((r) => [r.roleId, r.permissionIds])).toEqual([
      [1, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
      [2, [1, 2, 3, 5, 6, 10]],
      [3, [2]],
    ]);
    // Saved again, the row decides every permission, the new one included.
    await customer
      .post('/v1/permissions/assign', { teamId: team.id, roleId: 2, permissionIds: [1, 2, 3] })
      .expect(200);
    await operator.api.get(`/v1/virtualMachines/getPassword/${vm.id}`).expect(403);
  });

  it("never changes Admin's row, refuses unknown permissions, other companies and non-managers", async () => {
    const qa = teamNamed(t, 'Data Engineering');
    const admin = await customer
      .post('/v1/permissions/assign', { teamId: qa.id, roleId: 1, permissionIds: [] })
      .expect(400);
    expect(admin.body.message).toBe('The Admin role always has every permission');
    const unknown = await customer
      .post('/v1/permissions/assign', { teamId: qa.id, roleId: 2, permissionIds: [42] })
      .expect(400);
    expect(unknown.body.errors[0].msg).toBe('Unknown permission');
    await reseller
      .post('/v1/permissions/assign', { teamId: qa.id, roleId: 2, permissionIds: [] })
      .expect(404);
    await viewer
      .post('/v1/permissions/assign', { teamId: qa.id, roleId: 3, permissionIds: [1] })
      .expect(403);
  });

  it('tells the signed-in user what they may do, team by team (nested teams included)', async () => {
    const mine = myPermissionsSchema.parse(
      (await viewer.get('/v1/permissions/mine').expect(200)).body.data,
    );
    const networking = teamNamed(t, 'Platform Networking');
    expect(mine.grants.map((g) => g.teamId)).toContain(networking.id); // through Platform
    expect(mine.grants.every((g) => !g.permissions.includes('vm.delete'))).toBe(true);
    const dana = myPermissionsSchema.parse(
      (await customer.get('/v1/permissions/mine').expect(200)).body.data,
    );
    expect(dana.grants.find((g) => g.teamId === networking.id)?.permissions).toContain(
      'team.manage',
    );
  });
});

describe('the permission table, enforced on virtual machines', () => {
  const refusedWith = (permission: Permission) => ({
    message: permissionRefusal(permission),
    data: null,
  });

  it('refuses a read-only member every change: create, power, change, upgrade, delete', async () => {
    const vm = await runningVmOf('Platform');
    const qa = teamNamed(t, 'QA');
    const calls: [Permission, () => ReturnType<As['get']>][] = [
      ['vm.create', () => viewer.post('/v1/virtualMachines/create', createBody())],
      ['vm.create', () => viewer.post('/v1/virtualMachines/create', createBody({ teamId: qa.id }))],
      ['vm.power', () => viewer.post(`/v1/virtualMachines/stop/${vm.id}`)],
      ['vm.power', () => viewer.post(`/v1/virtualMachines/reset/${vm.id}`)],
      ['vm.change', () => viewer.put(`/v1/virtualMachines/edit/${vm.id}`, { name: 'renamed' })],
      [
        'vm.change',
        () =>
          viewer.put('/v1/virtualMachines/changeConfiguration', {
            id: vm.id,
            configurationId: CAT.large,
          }),
      ],
      ['vm.delete', () => viewer.delete(`/v1/virtualMachines/delete/${vm.id}`)],
    ];
    for (const [permission, call] of calls) {
      const res = await call().expect(403);
      expect(res.body).toEqual(refusedWith(permission));
    }
    expect(t.store.data.virtualMachines.find((v) => v.id === vm.id)).toMatchObject({
      status: 'Running',
      deletedAt: null,
      name: vm.name,
    });
    // Reading stays open to a member.
    await viewer.get(`/v1/virtualMachines/details/${vm.id}`).expect(200);
  });

  it('keeps the password, the private key and the console from a read-only member', async () => {
    const vm = await runningVmOf('Platform');
    for (const call of ['getPassword', 'getAccessKey', 'getConsole']) {
      const res = await viewer.get(`/v1/virtualMachines/${call}/${vm.id}`).expect(403);
      expect(res.body).toEqual(refusedWith('vm.access'));
    }
    expect(permissionRefusal('vm.access')).toBe(
      'You do not have the "View VM credentials and open consoles" permission',
    );
  });

  it('lets an Operator create, power and change, but not delete', async () => {
    const platform = teamNamed(t, 'Platform');
    const operator = await memberWith(t, companyOf(t), [{ teamId: platform.id, roleId: 2 }]);
    const vm = await runningVmOf('Platform', 1);
    await operator.api.get(`/v1/virtualMachines/getPassword/${vm.id}`).expect(200);
    await operator.api.post(`/v1/virtualMachines/stop/${vm.id}`).expect(200);
    await operator.api.put(`/v1/virtualMachines/edit/${vm.id}`, { name: 'op-renamed' }).expect(200);
    await operator.api
      .post('/v1/virtualMachines/create', createBody({ teamId: platform.id }))
      .expect(200);
    const del = await operator.api.delete(`/v1/virtualMachines/delete/${vm.id}`).expect(403);
    expect(del.body.message).toBe(permissionRefusal('vm.delete'));
    // Nested: the Operator's role reaches Platform Networking's VMs, not another team's.
    const other = await runningVmOf('Warehouse Systems');
    await operator.api.post(`/v1/virtualMachines/reset/${other.id}`).expect(403);
    // Not into a team where they may not change VMs.
    await operator.api
      .put(`/v1/virtualMachines/edit/${vm.id}`, { teamId: teamNamed(t, 'Warehouse Systems').id })
      .expect(403);
  });

  it("follows a team's own row: QA's Operators may delete VMs", async () => {
    const qa = teamNamed(t, 'QA');
    const operator = await memberWith(t, companyOf(t), [{ teamId: qa.id, roleId: 2 }], 1);
    const vm = await runningVmOf('QA');
    await operator.api.delete(`/v1/virtualMachines/delete/${vm.id}`).expect(200);
  });

  it('checks tenancy first: another company’s VM is 404, not 403', async () => {
    const vm = await runningVmOf('Platform');
    await reseller.delete(`/v1/virtualMachines/delete/${vm.id}`).expect(404);
  });

  it('lets an Admin delete', async () => {
    const vm = await runningVmOf('Platform', 2);
    await customer.delete(`/v1/virtualMachines/delete/${vm.id}`).expect(200);
  });
});
