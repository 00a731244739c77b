import { describe, expect, it } from 'vitest';
import { isCompanyAdmin, isResellerAdmin } from './admins';
import { CALLERS, platformWorld } from '../../testing/platform-world';

describe('who administers what', () => {
  const world = platformWorld();

  it('a company Admin holds the Admin role in a team of their own company', () => {
    expect(isCompanyAdmin(world, CALLERS.resellerAdmin)).toBe(true);
    expect(isCompanyAdmin(world, CALLERS.resellerReadOnly)).toBe(false);
    expect(isCompanyAdmin(world, CALLERS.directCustomer)).toBe(true);
    // Admin of a team of another company does not count.
    expect(isCompanyAdmin(world, { userId: 1, companyId: 3 })).toBe(false);
  });

  it('only an Admin of a reseller company is a reseller Admin', () => {
    expect(isResellerAdmin(world, CALLERS.resellerAdmin)).toBe(true);
    expect(isResellerAdmin(world, CALLERS.resellerReadOnly)).toBe(false);
    expect(isResellerAdmin(world, CALLERS.customerOfReseller)).toBe(false);
    expect(isResellerAdmin(world, CALLERS.directCustomer)).toBe(false);
  });
});
