import { beforeEach, describe, expect, it } from 'vitest';
import { ENTITY_MESSAGES } from '../../contract/entities';
import { SYSTEM_MESSAGES } from '../../contract/system';
import { createTestApp, type TestApp } from './support/test-app';
import { signInAs, type As } from './support/vms';

let t: TestApp;
let customer: As;
let reseller: As;
beforeEach(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'customer');
  reseller = await signInAs(t, 'reseller');
});

type Case = {
  base: string;
  who: () => As;
  messages: {
    listed: string;
    created: string;
    retrieved: string;
    updated: string;
    deleted: string;
  };
  create: object;
  update: object;
};

const CASES: Case[] = [
  {
    base: '/v1/system/addressTypes',
    who: () => reseller,
    messages: SYSTEM_MESSAGES.addressTypes,
    create: { name: 'Warehouse' },
    update: { description: 'Goods in and out' },
  },
  {
    base: '/v1/system/contactTypes',
    who: () => reseller,
    messages: SYSTEM_MESSAGES.contactTypes,
    create: { name: 'Legal' },
    update: { name: 'Legal and compliance' },
  },
  {
    base: '/v1/system/countries',
    who: () => reseller,
    messages: SYSTEM_MESSAGES.countries,
    create: { name: 'Iceland', code: 'IS' },
    update: { name: 'Iceland (Ísland)' },
  },
  {
    base: '/v1/entity/contacts',
    who: () => customer,
    messages: ENTITY_MESSAGES.contacts,
    create: { contactTypeId: 2, firstName: 'Ines', lastName: 'Albrecht', email: 'ines@n.example' },
    update: { jobTitle: 'Controller' },
  },
  {
    base: '/v1/entity/businessAddresses',
    who: () => customer,
    messages: ENTITY_MESSAGES.businessAddresses,
    create: {
      addressTypeId: 3,
      line1: '1 Pier',
      city: 'Portland',
      postalCode: '97201',
      countryId: 1,
    },
    update: { line2: 'Suite 4' },
  },
  {
    base: '/v1/entity/companies',
    who: () => reseller,
    messages: ENTITY_MESSAGES.companies,
    create: { name: 'Bayside Dental', domain: 'baysidedental.example' },
    update: { name: 'Bayside Dental Group' },
  },
];

describe('the system and entity records at their REST paths', () => {
  it.each(CASES)(
    '$base: list and create on the collection, read, update, delete by id',
    async (c) => {
      const as = c.who();
      const list = await as.get(c.base).expect(200);
      expect(list.body.message).toBe(c.messages.listed);

      const created = await as.post(c.base, c.create).expect(200);
      expect(created.body.message).toBe(c.messages.created);
      const { id } = created.body.data as { id: number };

      const one = await as.get(`${c.base}/${id}`).expect(200);
      expect(one.body).toEqual({ message: c.messages.retrieved, data: created.body.data });

      const updated = await as.put(`${c.base}/${id}`, c.update).expect(200);
      expect(updated.body.message).toBe(c.messages.updated);
      expect(updated.body.data).toMatchObject(c.update);

      const deleted = await as.delete(`${c.base}/${id}`).expect(200);
      expect(deleted.body).toEqual({ message: c.messages.deleted, data: { id } });
      await as.get(`${c.base}/${id}`).expect(404);
    },
  );

  it.each(CASES)('$base: the verb paths stay as aliases that answer the same', async (c) => {
    const as = c.who();
    const rest = await as.get(c.base).expect(200);
    const alias = await as.get(`${c.base}/list`).expect(200);
    expect(alias.body).toEqual(rest.body);
    const rows = (Array.isArray(rest.body.data) ? rest.body.data : rest.body.data.data) as {
      id: number;
    }[];
    const id = rows[0]?.id;
    const details = await as.get(`${c.base}/details/${id}`).expect(200);
    expect(details.body).toEqual((await as.get(`${c.base}/${id}`).expect(200)).body);
  });

  it('checks ids, bodies, the role and the tenant at the REST paths as at the verb paths', async () => {
    const bad = await customer.get('/v1/system/countries/abc').expect(400);
    expect(bad.body.errors[0].path).toBe('id');
    await customer.get('/v1/entity/contacts/999999').expect(404);
    const empty = await reseller.put('/v1/system/countries/1', {}).expect(400);
    expect(empty.body.message).toBe('Nothing to change: send at least one field');
    await customer.post('/v1/system/contactTypes', { name: 'Legal' }).expect(403);
    await customer.delete('/v1/system/contactTypes/5').expect(403);
    await t.api.get('/v1/entity/companies').expect(401);
  });

  // The document is built on first request: half a megabyte of schemas.
  it('are in the API document at both paths', async () => {
    const { paths } = (await t.api.get('/docs/json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const { base } of CASES) {
      expect(Object.keys(paths[base] ?? {}).sort(), base).toEqual(['get', 'post']);
      expect(Object.keys(paths[`${base}/{id}`] ?? {}).sort(), base).toEqual([
        'delete',
        'get',
        'put',
      ]);
      for (const verb of ['list', 'create', 'details/{id}', 'update/{id}', 'delete/{id}'])
        expect(paths[`${base}/${verb}`], `${base}/${verb}`).toBeDefined();
    }
  }, 30_000);
});
