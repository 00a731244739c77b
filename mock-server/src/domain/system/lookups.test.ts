import { describe, expect, it } from 'vitest';
import { SYSTEM_WRITE_REFUSAL } from '@contract/system';
import { CALLERS, platformWorld } from '../../testing/platform-world';
import { createLookup, deleteLookup, listLookup, updateLookup } from './lookups';

describe('system lookups', () => {
  it('lists by name and hands out fresh ids', () => {
    const world = platformWorld();
    expect(listLookup(world, 'countries').map((c) => c.name)).toEqual(['Canada', 'United States']);
    const row = createLookup(world, CALLERS.resellerAdmin, 'countries', {
      name: 'Mexico',
      code: 'MX',
    });
    expect(row).toEqual({ id: 3, name: 'Mexico', code: 'MX' });
    const type = createLookup(world, CALLERS.resellerAdmin, 'contactTypes', {
      name: 'Legal',
      description: null,
    });
    expect(type).toEqual({ id: 3, name: 'Legal', description: '' });
  });

  it('refuses writes from anyone but a reseller Admin', () => {
    const world = platformWorld();
    for (const caller of [CALLERS.resellerReadOnly, CALLERS.directCustomer]) {
      expect(() =>
        createLookup(world, caller, 'addressTypes', { name: 'Depot', description: null }),
      ).toThrow(SYSTEM_WRITE_REFUSAL);
      expect(() => deleteLookup(world, caller, 'addressTypes', 2)).toThrow(SYSTEM_WRITE_REFUSAL);
    }
    expect(world.addressTypes).toHaveLength(2);
  });

  it('refuses duplicate names (any case) and codes, except the record itself', () => {
    const world = platformWorld();
    const admin = CALLERS.resellerAdmin;
    expect(() => createLookup(world, admin, 'countries', { name: 'canada', code: 'KK' })).toThrow(
      /already exists/,
    );
    expect(() => updateLookup(world, admin, 'countries', 1, { code: 'CA' })).toThrow(
      /already exists/,
    );
    expect(updateLookup(world, admin, 'countries', 1, { name: 'united states' })).toMatchObject({
      name: 'united states',
      code: 'US',
    });
  });

  it('keeps a value that something still uses', () => {
    const world = platformWorld();
    world.distributors.push({
      id: 1,
      companyId: 1,
      name: 'D',
      countryId: 2,
      contactEmail: 'd@d.example',
      phone: null,
      createdAt: '',
    });
    expect(() => deleteLookup(world, CALLERS.resellerAdmin, 'countries', 2)).toThrow(/in use|used/);
    deleteLookup(world, CALLERS.resellerAdmin, 'countries', 1);
    expect(world.systemCountries.map((c) => c.id)).toEqual([2]);
    expect(() => deleteLookup(world, CALLERS.resellerAdmin, 'countries', 1)).toThrow(
      'Country not found',
    );
  });
});
