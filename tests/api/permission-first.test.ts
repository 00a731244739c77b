import { beforeEach, describe, expect, it } from 'vitest';
import { permissionRefusal } from '../../contract/permissions';
import { ENTITY_MESSAGES } from '../../contract/entities';
import { SYSTEM_WRITE_REFUSAL } from '../../contract/system';
import type { VirtualMachine } from '../../mock-server/src/model/schema';
import { memberWith, peopleWorld, teamNamed, userByEmail } from './support/people';
import { networkBody } from './support/networks';
import {
  companyOf,
  createBody,
  forceStatus,
  LONG_SESSIONS,
  signInAs,
  type As,
} from './support/vms';
import type { TestApp } from './support/test-app';

let t: TestApp;
let viewer: As;
beforeEach(async () => {
  ({ t, viewer } = await peopleWorld(LONG_SESSIONS));
});

const vmOf = (teamName: string) =>
  t.store.data.virtualMachines.find(
    (v) => v.teamId === teamNamed(t, teamName).id && v.deletedAt === null,
  ) as VirtualMachine;

const UNKNOWN = 999_999;

/**
 * Every write refuses a caller without its permission before anything else the request would
 * fail on (an unknown id, the caller's own company or account, a taken name, the VM's status):
 * such a caller learns nothing but the missing permission.
 */
describe('the permission is checked before every other rule of a write', () => {
  it('refuses a read-only member with 403 whatever else is wrong with the request', async () => {
    const platform = teamNamed(t, 'Platform');
    const foreignTeam = teamNamed(t, 'Partner Success');
    const vm = vmOf('Platform');
    const self = userByEmail(t, 'viewer@example.com');
    const cases: [string, () => ReturnType<As['get']>, string][] = [
      [
        'delete its own company',
        () => viewer.delete(`/v1/entity/companies/delete/${companyOf(t)}`),
        ENTITY_MESSAGES.adminOnly,
      ],
      [
        'delete its own account',
        () => viewer.delete(`/v1/users/delete/${self.id}`),
        permissionRefusal('user.manage'),
      ],
      [
        'invite a user with a taken email into a foreign team',
        () =>
          viewer.post('/v1/users/create', {
            email: 'customer@example.com',
            roleId: 1,
            teamIds: [foreignTeam.id],
          }),
        permissionRefusal('user.manage'),
      ],
      [
        'assign unknown permission ids',
        () =>
          viewer.post('/v1/permissions/assign', {
            teamId: platform.id,
            roleId: 2,
            permissionIds: [42],
          }),
        permissionRefusal('team.manage'),
      ],
      [
        "create a team under another company's team with a taken name",
        () => viewer.post('/v1/teams/create', { name: 'QA', parentTeamId: foreignTeam.id }),
        permissionRefusal('team.manage'),
      ],
      [
        'rename a team to a taken name under a missing parent',
        () =>
          viewer.post('/v1/teams/update', {
            teamId: platform.id,
            name: 'QA',
            parentTeamId: UNKNOWN,
          }),
        permissionRefusal('team.manage'),
      ],
      [
        'add an unknown user with an unknown role',
        () => viewer.post('/v1/teams/addUser', { teamId: platform.id, userId: UNKNOWN, roleId: 9 }),
        permissionRefusal('team.manage'),
      ],
      [
        "change a non-member's role",
        () =>
          viewer.post('/v1/roles/updateUserRoleForTeam', {
            teamId: platform.id,
            userId: UNKNOWN,
            roleId: 2,
          }),
        permissionRefusal('team.manage'),
      ],
      [
        'remove an unknown user from a team',
        () => viewer.delete('/v1/teams/removeUser').send({ teamId: platform.id, userId: UNKNOWN }),
        permissionRefusal('team.manage'),
      ],
      [
        'create a VM from an unknown image in a foreign team',
        () =>
          viewer.post(
            '/v1/virtualMachines/create',
            createBody({ imageId: UNKNOWN, teamId: foreignTeam.id }),
          ),
        permissionRefusal('vm.create'),
      ],
      [
        'join a VM to an unknown network',
        () =>
          viewer.post(`/v1/virtualMachines/${vm.id}/addNetworkInterfaces`, {
            networkId: UNKNOWN,
          }),
        permissionRefusal('vm.change'),
      ],
      [
        'remove an unknown interface',
        () => viewer.delete(`/v1/virtualMachines/${vm.id}/removeNetworkInterfaces/${UNKNOWN}`),
        permissionRefusal('vm.change'),
      ],
      [
        'upgrade to an unknown size',
        () =>
          viewer.put('/v1/virtualMachines/changeConfiguration', {
            id: vm.id,
            configurationId: UNKNOWN,
          }),
        permissionRefusal('vm.change'),
      ],
      [
        'create a network in an unknown datacenter',
        () => viewer.post('/v1/networks/create', networkBody({ datacenterId: UNKNOWN })),
        permissionRefusal('network.create'),
      ],
      [
        'update an unknown country',
        () => viewer.put(`/v1/system/countries/update/${UNKNOWN}`, { name: 'Atlantis' }),
        SYSTEM_WRITE_REFUSAL,
      ],
      [
        'delete an unknown address type',
        () => viewer.delete(`/v1/system/addressTypes/delete/${UNKNOWN}`),
        SYSTEM_WRITE_REFUSAL,
      ],
      [
        'add a contact of an unknown type',
        () =>
          viewer.post('/v1/entity/contacts/create', {
            firstName: 'A',
            lastName: 'B',
            email: 'a@b.example',
            contactTypeId: UNKNOWN,
          }),
        ENTITY_MESSAGES.adminOnly,
      ],
    ];
    for (const [what, call, message] of cases) {
      const res = await call();
      expect({ what, status: res.status, message: res.body.message }).toEqual({
        what,
        status: 403,
        message,
      });
    }
  });

  it("refuses a move into a team where the caller may not change VMs before the VM's status", async () => {
    const platform = teamNamed(t, 'Platform');
    const operator = await memberWith(t, companyOf(t), [{ teamId: platform.id, roleId: 2 }]);
    const vm = vmOf('Platform');
    await forceStatus(t, vm.id, 'Provisioning');
    const res = await operator.api
      .put(`/v1/virtualMachines/edit/${vm.id}`, { teamId: teamNamed(t, 'Warehouse Systems').id })
      .expect(403);
    expect(res.body.message).toBe(permissionRefusal('vm.change'));
  });

  it("still answers 404 for another company's target, and the rule to a caller who holds the permission", async () => {
    const admin = await signInAs(t, 'customer');
    const own = await admin.delete(`/v1/entity/companies/delete/${companyOf(t)}`).expect(409);
    expect(own.body.message).toBe(ENTITY_MESSAGES.companies.deleteSelf);
    const unknown = await admin
      .post('/v1/permissions/assign', {
        teamId: teamNamed(t, 'Platform').id,
        roleId: 2,
        permissionIds: [42],
      })
      .expect(400);
    expect(unknown.body.errors).toEqual([{ path: 'permissionIds.0', msg: 'Unknown permission' }]);
    const foreignVm = t.store.data.virtualMachines.find(
      (v) => v.companyId !== companyOf(t) && v.deletedAt === null,
    ) as VirtualMachine;
    await viewer
      .post(`/v1/virtualMachines/${foreignVm.id}/addNetworkInterfaces`, { networkId: UNKNOWN })
      .expect(404);
    await admin
      .delete(`/v1/virtualMachines/${vmOf('Platform').id}/removeNetworkInterfaces/${UNKNOWN}`)
      .expect(404);
  });
});
