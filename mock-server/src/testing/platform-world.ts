import { emptyWorld } from '../model/empty-world';
import type { World } from '../model/schema';
import { records } from '../model/records';

export const NOW = new Date('2026-03-15T10:00:00.000Z');

/**
 * For unit tests: a reseller (1) with an Admin (user 1) and a Read Only member (user 2), its
 * customer (2) with an Admin (user 3), and a direct customer (3) with an Admin (user 4); the
 * Primary/Billing contact types, Headquarters/Billing address types and two countries.
 */
export function platformWorld(): World {
  const world = emptyWorld({ seed: 1, now: NOW, jwtSecret: 'test' });
  const at = NOW.toISOString();
  const company = (id: number, name: string, isReseller: boolean, resellerId: number | null) => ({
    id,
    name,
    domain: `${name.toLowerCase()}.example`,
    isReseller,
    resellerId,
    resellerName: isReseller ? name : null,
    resellerEmail: null,
    logoPath: null,
    tabLogoPath: null,
    isTrial: false,
    createdAt: at,
  });
  world.companies = records([
    company(1, 'Skyline', true, null),
    company(2, 'Harbor', false, 1),
    company(3, 'Northwind', false, null),
  ]);
  const user = (id: number, companyId: number) => ({
    id,
    companyId,
    email: `u${id}@example.com`,
    firstName: 'U',
    lastName: String(id),
    passwordHash: null,
    status: 'active' as const,
    forcePasswordReset: false,
    createdAt: at,
    updatedAt: at,
  });
  world.users = records([user(1, 1), user(2, 1), user(3, 2), user(4, 3)]);
  world.teams = records(
    [1, 2, 3].map((id) => ({
      id,
      companyId: id,
      name: `Team ${id}`,
      parentTeamId: null,
      createdAt: at,
      updatedAt: at,
    })),
  );
  world.teamMembers = records([
    { id: 1, teamId: 1, userId: 1, roleId: 1 },
    { id: 2, teamId: 1, userId: 2, roleId: 3 },
    { id: 3, teamId: 2, userId: 3, roleId: 1 },
    { id: 4, teamId: 3, userId: 4, roleId: 1 },
  ]);
  world.contactTypes = records([
    { id: 1, name: 'Primary', description: '' },
    { id: 2, name: 'Billing', description: '' },
  ]);
  world.addressTypes = records([
    { id: 1, name: 'Headquarters', description: '' },
    { id: 2, name: 'Billing', description: '' },
  ]);
  world.systemCountries = records([
    { id: 1, name: 'United States', code: 'US' },
    { id: 2, name: 'Canada', code: 'CA' },
  ]);
  Object.assign(world.counters, {
    companies: 3,
    users: 4,
    teams: 3,
    teamMembers: 4,
    contactTypes: 2,
    addressTypes: 2,
    systemCountries: 2,
  });
  return world;
}

export const CALLERS = {
  resellerAdmin: { userId: 1, companyId: 1 },
  resellerReadOnly: { userId: 2, companyId: 1 },
  customerOfReseller: { userId: 3, companyId: 2 },
  directCustomer: { userId: 4, companyId: 3 },
} as const;
