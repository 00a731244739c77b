import { describe, expect, it } from 'vitest';
import { ENTITY_MESSAGES } from '@contract/entities';
import { CALLERS, NOW, platformWorld } from '../../testing/platform-world';
import { createAddress, listAddresses } from './business-addresses';
import {
  createCompany,
  deleteCompany,
  findCompany,
  listCompanies,
  updateCompany,
} from './companies';
import { createContact, findContact, listContacts, updateContact } from './contacts';

const contact = {
  contactTypeId: 2,
  firstName: 'Ada',
  lastName: 'Byron',
  email: 'ada@harbor.example',
  phone: null,
  jobTitle: null,
};
const q = { page: 1, size: 10, search: '' };

describe('contacts', () => {
  it("belong to the caller's company and are invisible to others", () => {
    const world = platformWorld();
    const c = createContact(world, CALLERS.customerOfReseller, contact, NOW);
    expect(c.companyId).toBe(2);
    expect(listContacts(world, CALLERS.customerOfReseller, q).data[0]?.contactType).toBe('Billing');
    expect(listContacts(world, CALLERS.resellerAdmin, q).total).toBe(0);
    // Not even the reseller sees its customer's contacts.
    expect(() => findContact(world, CALLERS.resellerAdmin, c.id)).toThrow('Contact not found');
  });

  it('checks the contact type and the Admin role', () => {
    const world = platformWorld();
    expect(() =>
      createContact(world, CALLERS.customerOfReseller, { ...contact, contactTypeId: 9 }, NOW),
    ).toThrow(ENTITY_MESSAGES.unknownContactType);
    expect(() => createContact(world, CALLERS.resellerReadOnly, contact, NOW)).toThrow(
      ENTITY_MESSAGES.adminOnly,
    );
  });

  it('updates only the fields given', () => {
    const world = platformWorld();
    const c = createContact(world, CALLERS.directCustomer, contact, NOW);
    const later = new Date(NOW.getTime() + 1000);
    updateContact(
      world,
      CALLERS.directCustomer,
      c.id,
      { jobTitle: 'CFO', firstName: undefined },
      later,
    );
    expect(world.contacts.first()).toMatchObject({
      firstName: 'Ada',
      jobTitle: 'CFO',
      updatedAt: later.toISOString(),
    });
  });
});

describe('business addresses', () => {
  it('refuse an unknown country and search the lines', () => {
    const world = platformWorld();
    const fields = {
      addressTypeId: 1,
      line1: '1 Dock Rd',
      line2: null,
      city: 'Boston',
      state: 'MA',
      postalCode: '02110',
      countryId: 1,
    };
    expect(() =>
      createAddress(world, CALLERS.directCustomer, { ...fields, countryId: 5 }, NOW),
    ).toThrow(ENTITY_MESSAGES.unknownCountry);
    createAddress(world, CALLERS.directCustomer, fields, NOW);
    expect(
      listAddresses(world, CALLERS.directCustomer, { ...q, search: 'dock' }).data[0],
    ).toMatchObject({
      addressType: 'Headquarters',
      country: 'United States',
    });
    expect(listAddresses(world, CALLERS.directCustomer, { ...q, search: 'nowhere' }).total).toBe(0);
  });
});

describe('companies', () => {
  it('a reseller sees itself first, then its customers; a customer only itself', () => {
    const world = platformWorld();
    expect(listCompanies(world, CALLERS.resellerAdmin, q).data.map((c) => c.name)).toEqual([
      'Skyline',
      'Harbor',
    ]);
    expect(listCompanies(world, CALLERS.customerOfReseller, q).data.map((c) => c.name)).toEqual([
      'Harbor',
    ]);
    expect(() => findCompany(world, CALLERS.directCustomer, 1)).toThrow('Company not found');
  });

  it('only a reseller Admin adds customers, with unique names and domains', () => {
    const world = platformWorld();
    expect(() =>
      createCompany(world, CALLERS.directCustomer, { name: 'New', domain: 'new.example' }, NOW),
    ).toThrow(ENTITY_MESSAGES.companies.notReseller);
    expect(() =>
      createCompany(world, CALLERS.resellerAdmin, { name: 'HARBOR', domain: 'h2.example' }, NOW),
    ).toThrow(ENTITY_MESSAGES.companies.duplicate);
    const made = createCompany(
      world,
      CALLERS.resellerAdmin,
      { name: 'New', domain: 'new.example' },
      NOW,
    );
    expect(made).toMatchObject({ resellerId: 1, isReseller: false, isTrial: false });
  });

  it("a reseller Admin manages its customers; the customer's own Admin manages itself", () => {
    const world = platformWorld();
    updateCompany(world, CALLERS.resellerAdmin, 2, { name: 'Harbor Group' });
    updateCompany(world, CALLERS.customerOfReseller, 2, { domain: 'harborgroup.example' });
    expect(world.companies.byId(2)).toMatchObject({
      name: 'Harbor Group',
      domain: 'harborgroup.example',
    });
    expect(() => updateCompany(world, CALLERS.resellerReadOnly, 2, { name: 'X' })).toThrow(
      ENTITY_MESSAGES.adminOnly,
    );
  });

  it('deletes only an empty customer company, with its records', () => {
    const world = platformWorld();
    expect(() => deleteCompany(world, CALLERS.resellerAdmin, 1)).toThrow(
      ENTITY_MESSAGES.companies.deleteSelf,
    );
    expect(() => deleteCompany(world, CALLERS.resellerAdmin, 2)).toThrow(
      ENTITY_MESSAGES.companies.stillUsed,
    );
    const made = createCompany(
      world,
      CALLERS.resellerAdmin,
      { name: 'Temp', domain: 'temp.example' },
      NOW,
    );
    world.contacts.push({ ...contact, id: 1, companyId: made.id, createdAt: '', updatedAt: '' });
    deleteCompany(world, CALLERS.resellerAdmin, made.id);
    expect(world.companies.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(world.contacts.toArray()).toEqual([]);
  });
});
