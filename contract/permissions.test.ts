import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_ID,
  isGranted,
  LAST_PERMISSION_ID,
  OPERATOR_ROLE_ID,
  PERMISSION_KEYS,
  PERMISSIONS,
  permissionRefusal,
  READ_ONLY_ROLE_ID,
  rolePermissions,
} from './permissions';

describe('the permission table', () => {
  it('gives Admin every permission, whatever a team set for it', () => {
    expect(rolePermissions(ADMIN_ROLE_ID)).toEqual(PERMISSION_KEYS);
    expect(rolePermissions(ADMIN_ROLE_ID, { permissionIds: [] })).toEqual(PERMISSION_KEYS);
  });

  it('lets an Operator create, power and change, but not delete or manage people', () => {
    const operator = rolePermissions(OPERATOR_ROLE_ID);
    for (const p of [
      'vm.create',
      'vm.power',
      'vm.change',
      'vm.access',
      'network.create',
      'network.change',
    ])
      expect(operator).toContain(p);
    for (const p of ['vm.delete', 'network.delete', 'team.manage', 'user.manage'])
      expect(operator).not.toContain(p);
  });

  it('lets Read Only change nothing, and an unknown role nothing either', () => {
    expect(rolePermissions(READ_ONLY_ROLE_ID)).toEqual([]);
    expect(rolePermissions(99)).toEqual([]);
  });

  it("reads a team's own row by permission id, ignoring ids it does not know", () => {
    const row = (permissionIds: number[]) => ({ permissionIds, knownUpTo: LAST_PERMISSION_ID });
    expect(rolePermissions(READ_ONLY_ROLE_ID, row([PERMISSIONS['vm.power'].id, 999]))).toEqual([
      'vm.power',
    ]);
    expect(rolePermissions(OPERATOR_ROLE_ID, row([]))).toEqual([]);
  });

  it("gives a permission added after a team saved its row by the role's default row", () => {
    // Saved when the table ended at "Invite, edit and delete users": nothing of VM access.
    const saved = { permissionIds: [PERMISSIONS['vm.power'].id] };
    expect(rolePermissions(OPERATOR_ROLE_ID, saved)).toEqual(['vm.power', 'vm.access']);
    expect(rolePermissions(READ_ONLY_ROLE_ID, saved)).toEqual(['vm.power']);
    const since = { ...saved, knownUpTo: PERMISSIONS['vm.access'].id };
    expect(rolePermissions(OPERATOR_ROLE_ID, since)).toEqual(['vm.power']);
  });

  it('has distinct ids, each new one after the last', () => {
    const ids = PERMISSION_KEYS.map((k) => PERMISSIONS[k].id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(LAST_PERMISSION_ID).toBe(ids.at(-1));
  });
});

describe('isGranted', () => {
  const grants = [
    { teamId: 1, permissions: rolePermissions(OPERATOR_ROLE_ID) },
    { teamId: 2, permissions: rolePermissions(READ_ONLY_ROLE_ID) },
  ];

  it("checks a team's own grant for something of that team", () => {
    expect(isGranted(grants, 'vm.power', 1)).toBe(true);
    expect(isGranted(grants, 'vm.power', 2)).toBe(false);
    expect(isGranted(grants, 'vm.power', 3)).toBe(false);
  });

  it('accepts any team for something of no team (null, 0 or absent)', () => {
    expect(isGranted(grants, 'vm.create')).toBe(true);
    expect(isGranted(grants, 'vm.create', null)).toBe(true);
    expect(isGranted(grants, 'vm.create', 0)).toBe(true);
    expect(isGranted(grants, 'vm.delete')).toBe(false);
    expect(isGranted([], 'vm.create')).toBe(false);
  });

  it('names the missing permission when refusing', () => {
    expect(permissionRefusal('vm.delete')).toBe(
      'You do not have the "Delete virtual machines" permission',
    );
  });
});
