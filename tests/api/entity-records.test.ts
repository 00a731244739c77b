import { beforeEach, describe, expect, it } from 'vitest';
import {
  businessAddressSchema,
  companyRecordSchema,
  contactSchema,
  ENTITY_MESSAGES,
} from '../../contract/entities';
import { pageOf } from '../../contract/records';
import { createTestApp, type TestApp } from './support/test-app';
import { companyOf, signInAs, type As } from './support/vms';

let t: TestApp;
let customer: As;
let readOnly: As;
let reseller: As;
let harbor: As;
beforeEach(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'customer');
  readOnly = await signInAs(t, 'newhire');
  reseller = await signInAs(t, 'reseller');
  harbor = await signInAs(t, 'resellerCustomer');
});

const newContact = {
  contactTypeId: 2,
  firstName: 'Ines',
  lastName: 'Albrecht',
  email: 'Ines.Albrecht@Northwind.example',
  phone: '+1 (555) 010-2000',
};
const newAddress = {
  addressTypeId: 3,
  line1: '400 Harbor Way',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  countryId: 1,
};

describe('/v1/entity/contacts', () => {
  it("lists only the caller's company contacts, paged and searched", async () => {
    const res = await customer.get('/v1/entity/contacts/list', { page: 1, size: 2 }).expect(200);
    expect(res.body.message).toBe('Contacts retrieved');
    const page = pageOf(contactSchema.strict()).parse(res.body.data);
    const own = t.store.data.contacts.filter((c) => c.companyId === companyOf(t, 'customer'));
    expect(page.total).toBe(own.length);
    expect(page.totalPages).toBe(Math.ceil(own.length / 2));
    expect(page.data).toHaveLength(2);
    expect(page.data.every((c) => c.companyId === companyOf(t, 'customer'))).toBe(true);

    const target = own[1] as (typeof own)[number];
    const found = await customer
      .get('/v1/entity/contacts/list', { search: target.lastName.toUpperCase() })
      .expect(200);
    expect(found.body.data.data.map((c: { id: number }) => c.id)).toContain(target.id);
    const none = await customer
      .get('/v1/entity/contacts/list', { search: 'zzzz-nobody' })
      .expect(200);
    expect(none.body.data).toEqual({ data: [], total: 0, totalPages: 1 });
  });

  it('creates, reads, updates and deletes a contact (company Admin)', async () => {
    const created = await customer.post('/v1/entity/contacts/create', newContact).expect(200);
    expect(created.body.message).toBe('Contact created');
    const contact = contactSchema.strict().parse(created.body.data);
    expect(contact).toMatchObject({
      email: 'ines.albrecht@northwind.example',
      contactType: 'Billing',
      jobTitle: null,
      companyId: companyOf(t, 'customer'),
    });

    const read = await readOnly.get(`/v1/entity/contacts/details/${contact.id}`).expect(200);
    expect(read.body.data.firstName).toBe('Ines');

    const updated = await customer
      .put(`/v1/entity/contacts/update/${contact.id}`, { jobTitle: 'Controller', phone: '' })
      .expect(200);
    expect(updated.body.data).toMatchObject({
      jobTitle: 'Controller',
      phone: null,
      lastName: 'Albrecht',
    });

    await customer.delete(`/v1/entity/contacts/delete/${contact.id}`).expect(200);
    const gone = await customer.get(`/v1/entity/contacts/details/${contact.id}`).expect(404);
    expect(gone.body.message).toBe('Contact not found');
  });

  it('answers 400 with field errors for invalid fields and an unknown contact type', async () => {
    const res = await customer
      .post('/v1/entity/contacts/create', {
        contactTypeId: 'x',
        firstName: '',
        email: 'not-an-email',
        phone: 'call me',
      })
      .expect(400);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['contactTypeId', 'firstName', 'lastName', 'email', 'phone']),
    );
    expect(res.body.errors).toContainEqual({
      path: 'email',
      msg: 'Please provide a valid email address',
    });
    const unknownType = await customer
      .post('/v1/entity/contacts/create', { ...newContact, contactTypeId: 999 })
      .expect(400);
    expect(unknownType.body.errors).toEqual([
      { path: 'contactTypeId', msg: ENTITY_MESSAGES.unknownContactType },
    ]);
    const tooLong = await customer
      .put('/v1/entity/contacts/update/1', { firstName: 'x'.repeat(101) })
      .expect(400);
    expect(tooLong.body.errors[0]).toEqual({
      path: 'firstName',
      msg: 'First name must be at most 100 characters',
    });
  });

  it("answers 404 for another company's contact, whatever the call", async () => {
    const foreign = t.store.data.contacts.find((c) => c.companyId === companyOf(t, 'reseller'));
    const id = foreign?.id as number;
    await customer.get(`/v1/entity/contacts/details/${id}`).expect(404);
    await customer.put(`/v1/entity/contacts/update/${id}`, { jobTitle: 'Spy' }).expect(404);
    await customer.delete(`/v1/entity/contacts/delete/${id}`).expect(404);
    expect(t.store.data.contacts.find((c) => c.id === id)?.jobTitle).not.toBe('Spy');
  });

  it('refuses changes from someone who is not a company Admin (403)', async () => {
    const res = await readOnly.post('/v1/entity/contacts/create', newContact).expect(403);
    expect(res.body.message).toBe(ENTITY_MESSAGES.adminOnly);
    const own = t.store.data.contacts.find((c) => c.companyId === companyOf(t, 'customer'));
    await readOnly.delete(`/v1/entity/contacts/delete/${own?.id}`).expect(403);
  });
});

describe('/v1/entity/businessAddresses', () => {
  it('lists, creates, updates and deletes addresses of the own company', async () => {
    const list = await customer.get('/v1/entity/businessAddresses/list').expect(200);
    const page = pageOf(businessAddressSchema.strict()).parse(list.body.data);
    expect(page.total).toBe(2);
    expect(page.data.map((a) => a.addressType).sort()).toEqual(['Billing', 'Headquarters']);

    const created = await customer
      .post('/v1/entity/businessAddresses/create', newAddress)
      .expect(200);
    const address = businessAddressSchema.strict().parse(created.body.data);
    expect(address).toMatchObject({
      addressType: 'Shipping',
      country: 'United States',
      line2: null,
    });

    const moved = await customer
      .put(`/v1/entity/businessAddresses/update/${address.id}`, { countryId: 2, state: 'BC' })
      .expect(200);
    expect(moved.body.data).toMatchObject({ country: 'Canada', state: 'BC', city: 'Portland' });

    const search = await customer
      .get('/v1/entity/businessAddresses/list', { search: 'harbor way' })
      .expect(200);
    expect(search.body.data.data.map((a: { id: number }) => a.id)).toEqual([address.id]);

    await customer.delete(`/v1/entity/businessAddresses/delete/${address.id}`).expect(200);
    await customer.get(`/v1/entity/businessAddresses/details/${address.id}`).expect(404);
  });

  it('checks fields and references (400), tenancy (404) and the Admin role (403)', async () => {
    const bad = await customer
      .post('/v1/entity/businessAddresses/create', { ...newAddress, postalCode: '', countryId: 0 })
      .expect(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'countryId',
      'postalCode',
    ]);
    const unknown = await customer
      .post('/v1/entity/businessAddresses/create', { ...newAddress, countryId: 777 })
      .expect(400);
    expect(unknown.body.errors).toEqual([{ path: 'countryId', msg: 'Unknown country' }]);

    const foreign = t.store.data.businessAddresses.find(
      (a) => a.companyId === companyOf(t, 'resellerCustomer'),
    );
    await customer.get(`/v1/entity/businessAddresses/details/${foreign?.id}`).expect(404);
    await customer.delete(`/v1/entity/businessAddresses/delete/${foreign?.id}`).expect(404);

    await readOnly.post('/v1/entity/businessAddresses/create', newAddress).expect(403);
  });
});

describe('/v1/entity/companies', () => {
  it('shows a customer its own company only, and a reseller its customers too', async () => {
    const own = await customer.get('/v1/entity/companies/list').expect(200);
    const page = pageOf(companyRecordSchema.strict()).parse(own.body.data);
    expect(page.data.map((c) => c.name)).toEqual(['Northwind Logistics']);
    expect(page.data[0]?.userCount).toBe(
      t.store.data.users.filter((u) => u.companyId === companyOf(t, 'customer')).length,
    );

    const channel = await reseller.get('/v1/entity/companies/list').expect(200);
    expect(channel.body.data.data.map((c: { name: string }) => c.name)).toEqual([
      'Skyline Cloud Partners',
      'Harbor Health Clinics',
    ]);
    await reseller
      .get(`/v1/entity/companies/details/${companyOf(t, 'resellerCustomer')}`)
      .expect(200);
    await customer.get(`/v1/entity/companies/details/${companyOf(t, 'reseller')}`).expect(404);
    await harbor.get(`/v1/entity/companies/details/${companyOf(t, 'reseller')}`).expect(404);
  });

  it("lets a company Admin rename the own company; others' companies stay out of reach", async () => {
    const id = companyOf(t, 'resellerCustomer');
    const renamed = await harbor
      .put(`/v1/entity/companies/update/${id}`, { name: 'Harbor Health Group' })
      .expect(200);
    expect(renamed.body.data).toMatchObject({ id, name: 'Harbor Health Group' });
    await customer.put(`/v1/entity/companies/update/${id}`, { name: 'Mine now' }).expect(404);
    await readOnly
      .put(`/v1/entity/companies/update/${companyOf(t, 'customer')}`, { name: 'Renamed' })
      .expect(403);
    const dup = await harbor
      .put(`/v1/entity/companies/update/${id}`, { domain: 'northwind.example' })
      .expect(409);
    expect(dup.body.message).toBe(ENTITY_MESSAGES.companies.duplicate);
    const bad = await harbor
      .put(`/v1/entity/companies/update/${id}`, { domain: 'not a domain' })
      .expect(400);
    expect(bad.body.errors[0].path).toBe('domain');
  });

  it('lets only a reseller Admin add a customer company, and delete it while it is empty', async () => {
    const refused = await customer
      .post('/v1/entity/companies/create', { name: 'Side Project', domain: 'side.example' })
      .expect(403);
    expect(refused.body.message).toBe(ENTITY_MESSAGES.companies.notReseller);

    const created = await reseller
      .post('/v1/entity/companies/create', {
        name: 'Bayside Dental',
        domain: 'BaysideDental.example',
      })
      .expect(200);
    const company = companyRecordSchema.strict().parse(created.body.data);
    expect(company).toMatchObject({
      domain: 'baysidedental.example',
      isReseller: false,
      resellerId: companyOf(t, 'reseller'),
      userCount: 0,
    });

    const self = await reseller
      .delete(`/v1/entity/companies/delete/${companyOf(t, 'reseller')}`)
      .expect(409);
    expect(self.body.message).toBe(ENTITY_MESSAGES.companies.deleteSelf);
    const used = await reseller
      .delete(`/v1/entity/companies/delete/${companyOf(t, 'resellerCustomer')}`)
      .expect(409);
    expect(used.body.message).toBe(ENTITY_MESSAGES.companies.stillUsed);

    await reseller.delete(`/v1/entity/companies/delete/${company.id}`).expect(200);
    await reseller.get(`/v1/entity/companies/details/${company.id}`).expect(404);
  });
});
