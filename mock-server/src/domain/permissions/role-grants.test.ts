import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROLE_ID,
  DEFAULT_ROLE_PERMISSIONS,
  LAST_PERMISSION_ID,
  OPERATOR_ROLE_ID,
  PERMISSIONS,
  READ_ONLY_ROLE_ID,
} from '@contract/permissions';
import { ROLE_MESSAGES } from '@contract/roles';
import { emptyWorld } from '../../model/empty-world';
import { records } from '../../model/records';
import type { World } from '../../model/schema';
import { refusalOf, testTeam } from '../../testing/test-records';
import type { HttpError } from '../shared/errors';
import { requireGrantable } from './role-grants';

const at = '2026-03-01T00:00:00.000Z';
const manager = { userId: 10, companyId: 1 };
const admin = { userId: 11, companyId: 1 };
const ids = (...keys: (keyof typeof PERMISSIONS)[]) => keys.map((k) => PERMISSIONS[k].id);

/**
 * Root(1) > Child(2). User 10 is an Operator of Root, whose Operator row also manages teams;
 * Child lets its Read Only members delete networks. User 11 is Root's Admin.
 */
function world(): World {
  const w = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 's' });
  w.teams.push(testTeam(1, null), testTeam(2, 1));
  w.roles.push(
    { id: ADMIN_ROLE_ID, name: 'Admin', info: '' },
    { id: OPERATOR_ROLE_ID, name: 'Operator', info: '' },
    { id: READ_ONLY_ROLE_ID, name: 'Read Only', info: '' },
  );
  w.teamMembers.push(
    { id: 1, teamId: 1, userId: 10, roleId: OPERATOR_ROLE_ID },
    { id: 2, teamId: 1, userId: 11, roleId: ADMIN_ROLE_ID },
  );
  const operatorRow = [
    ...(DEFAULT_ROLE_PERMISSIONS[OPERATOR_ROLE_ID] ?? []),
    'team.manage' as const,
  ];
  w.teamPermissions.push(
    {
      id: 1,
      teamId: 1,
      roleId: OPERATOR_ROLE_ID,
      permissionIds: ids(...operatorRow),
      knownUpTo: LAST_PERMISSION_ID,
    },
    {
      id: 2,
      teamId: 2,
      roleId: READ_ONLY_ROLE_ID,
      permissionIds: ids('network.delete'),
      knownUpTo: LAST_PERMISSION_ID,
    },
  );
  return w;
}

const refusal = (fn: () => unknown) => refusalOf<HttpError>(fn);

describe('requireGrantable', () => {
  it('lets a manager grant a role that gives nothing they lack', () => {
    expect(() => requireGrantable(world(), manager, 1, OPERATOR_ROLE_ID)).not.toThrow();
  });

  it('refuses the Admin role to someone who does not hold everything, naming what is missing', () => {
    const err = refusal(() => requireGrantable(world(), manager, 1, ADMIN_ROLE_ID));
    expect(err.status).toBe(403);
    expect(err.message).toBe(ROLE_MESSAGES.beyondOwn('vm.delete', 'Admin', 'T1'));
    expect(() => requireGrantable(world(), admin, 1, ADMIN_ROLE_ID)).not.toThrow();
  });

  it('looks at the teams below too: a role reaches them with their own rows', () => {
    const err = refusal(() => requireGrantable(world(), manager, 1, READ_ONLY_ROLE_ID));
    expect(err.message).toBe(ROLE_MESSAGES.beyondOwn('network.delete', 'Read Only', 'T2'));
    expect(() => requireGrantable(world(), admin, 1, READ_ONLY_ROLE_ID)).not.toThrow();
  });

  it('needs team management first', () => {
    const w = world();
    w.teamPermissions = records(w.teamPermissions.filter((p) => p.teamId !== 1));
    const err = refusal(() => requireGrantable(w, manager, 1, READ_ONLY_ROLE_ID));
    expect(err.message).toBe('You do not have the "Manage teams, members and roles" permission');
  });
});
