import { beforeEach, describe, expect, it } from 'vitest';
import { deletedSchema } from '../../contract/records';
import {
  countryRecordSchema,
  SYSTEM_MESSAGES,
  SYSTEM_WRITE_REFUSAL,
  typeRecordSchema,
} from '../../contract/system';
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

describe('GET /v1/system/<lookup>/list and /details/:id', () => {
  it('lists the seeded lookups by name to any signed-in user, without a query', async () => {
    const countries = await customer.get('/v1/system/countries/list').expect(200);
    expect(countries.body.message).toBe('Countries retrieved');
    const rows = countries.body.data.map((r: unknown) => countryRecordSchema.strict().parse(r));
    expect(rows.length).toBe(30);
    expect(rows.map((r: { name: string }) => r.name)).toEqual(
      [...rows.map((r: { name: string }) => r.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(rows).toContainEqual({ id: 3, name: 'Germany', code: 'DE' });

    for (const [kind, first] of [
      ['addressTypes', 'Billing'],
      ['contactTypes', 'Billing'],
    ] as const) {
      const res = await customer.get(`/v1/system/${kind}/list`).expect(200);
      expect(res.body.message).toBe(SYSTEM_MESSAGES[kind].listed);
      expect(typeRecordSchema.strict().parse(res.body.data[0]).name).toBe(first);
    }
  });

  it('reads one value, and answers 404 for an unknown id and 400 for a malformed one', async () => {
    const one = await customer.get('/v1/system/contactTypes/details/3').expect(200);
    expect(one.body).toMatchObject({
      message: 'Contact type retrieved',
      data: { id: 3, name: 'Technical' },
    });
    const missing = await customer.get('/v1/system/countries/details/9999').expect(404);
    expect(missing.body.message).toBe('Country not found');
    const bad = await customer.get('/v1/system/addressTypes/details/abc').expect(400);
    expect(bad.body.errors[0].path).toBe('id');
  });

  it('needs a signed-in caller', async () => {
    await t.api.get('/v1/system/countries/list').expect(401);
  });
});

describe('writes to the system lookups', () => {
  it('lets an Admin of a reseller company create, update and delete a value', async () => {
    const created = await reseller
      .post('/v1/system/countries/create', { name: 'Iceland', code: 'is' })
      .expect(200);
    expect(created.body.message).toBe('Country created');
    const country = countryRecordSchema.strict().parse(created.body.data);
    expect(country).toMatchObject({ name: 'Iceland', code: 'IS' });
    expect(country.id).toBeGreaterThan(30);

    const updated = await reseller
      .put(`/v1/system/countries/update/${country.id}`, { name: 'Iceland (Ísland)' })
      .expect(200);
    expect(updated.body.data).toEqual({ id: country.id, name: 'Iceland (Ísland)', code: 'IS' });

    const type = await reseller
      .post('/v1/system/addressTypes/create', { name: 'Warehouse' })
      .expect(200);
    expect(type.body.data).toMatchObject({ name: 'Warehouse', description: '' });

    const deleted = await reseller.delete(`/v1/system/countries/delete/${country.id}`).expect(200);
    expect(deletedSchema.parse(deleted.body.data)).toEqual({ id: country.id });
    await customer.get(`/v1/system/countries/details/${country.id}`).expect(404);
  });

  it('refuses any other caller with 403, and leaves the lookup as it was', async () => {
    const res = await customer
      .post('/v1/system/contactTypes/create', { name: 'Legal' })
      .expect(403);
    expect(res.body.message).toBe(SYSTEM_WRITE_REFUSAL);
    await customer.put('/v1/system/contactTypes/update/1', { name: 'Main' }).expect(403);
    await customer.delete('/v1/system/contactTypes/delete/5').expect(403);
    const list = await customer.get('/v1/system/contactTypes/list').expect(200);
    expect(list.body.data.map((r: { name: string }) => r.name)).not.toContain('Legal');
  });

  it('answers 400 with field errors for bad values and 409 for a duplicate', async () => {
    const bad = await reseller
      .post('/v1/system/countries/create', { name: ' ', code: 'USA' })
      .expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', msg: 'Name is required' },
        { path: 'code', msg: 'Code must be two letters (ISO 3166-1 alpha-2)' },
      ]),
    );
    const long = await reseller
      .post('/v1/system/addressTypes/create', { name: 'x'.repeat(61) })
      .expect(400);
    expect(long.body.errors).toEqual([{ path: 'name', msg: 'Name must be at most 60 characters' }]);
    const empty = await reseller.put('/v1/system/addressTypes/update/1', {}).expect(400);
    expect(empty.body.message).toBe('Nothing to change: send at least one field');

    const dup = await reseller
      .post('/v1/system/countries/create', { name: 'germany', code: 'XG' })
      .expect(409);
    expect(dup.body.message).toBe(SYSTEM_MESSAGES.countries.duplicate);
    await reseller.post('/v1/system/countries/create', { name: 'Xanadu', code: 'de' }).expect(409);
  });

  it('keeps a value that records still use (409), and answers 404 for an unknown one', async () => {
    const inUse = await reseller.delete('/v1/system/addressTypes/delete/1').expect(409);
    expect(inUse.body.message).toBe(SYSTEM_MESSAGES.addressTypes.inUse);
    await reseller.delete('/v1/system/contactTypes/delete/1').expect(409);
    await reseller.delete('/v1/system/countries/delete/9999').expect(404);
  });
});
