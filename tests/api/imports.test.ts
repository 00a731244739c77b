import { beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, importReportSchema } from '../../contract/imports';
import { createTestApp, type TestApp } from './support/test-app';
import { companyOf, signInAs, type As } from './support/vms';

let t: TestApp;
let customer: As;
let reseller: As;
let harbor: As;
beforeEach(async () => {
  t = await createTestApp();
  customer = await signInAs(t, 'customer');
  reseller = await signInAs(t, 'reseller');
  harbor = await signInAs(t, 'resellerCustomer');
});

const company = (name: string, domain: string, extra: object = {}) => ({
  name,
  domain,
  contactFirstName: 'Ana',
  contactLastName: 'Silva',
  contactEmail: `ana@${domain}`,
  ...extra,
});

describe('POST /v1/imports/company', () => {
  it('creates the valid rows as customers of the reseller and reports the refused ones', async () => {
    const res = await reseller
      .post('/v1/imports/company', {
        rows: [
          company('Cedar Veterinary', 'cedarvet.example', {
            address: { line1: '12 Elm St', city: 'Austin', postalCode: '78701', countryId: 1 },
          }),
          company('Northwind Logistics', 'nw-copy.example'),
          { name: 'No Domain', contactEmail: 'x' },
          company('Cedar Veterinary', 'cedar2.example'),
          company('Orbit Books', 'orbitbooks.example', {
            address: { line1: '1 Main', city: 'Lyon', postalCode: '69001', countryId: 999 },
          }),
          'not a row',
          company('Maple Dental', 'mapledental.example'),
        ],
      })
      .expect(200);
    expect(res.body.message).toBe('Import finished: 2 created, 5 refused');
    const report = importReportSchema.strict().parse(res.body.data);
    expect(report.created.map((c) => [c.row, c.name])).toEqual([
      [1, 'Cedar Veterinary'],
      [7, 'Maple Dental'],
    ]);
    expect(report.refused.map((r) => r.row)).toEqual([2, 3, 4, 5, 6]);
    const reasons = Object.fromEntries(report.refused.map((r) => [r.row, r.reasons]));
    expect(reasons[2]).toEqual([{ path: 'name', msg: IMPORT_MESSAGES.nameTaken }]);
    expect(reasons[3]?.map((e) => e.path)).toEqual(
      expect.arrayContaining(['domain', 'contactFirstName', 'contactLastName', 'contactEmail']),
    );
    expect(reasons[4]).toEqual([{ path: 'name', msg: IMPORT_MESSAGES.duplicateInBatch }]);
    expect(reasons[5]).toEqual([
      { path: 'address.countryId', msg: IMPORT_MESSAGES.unknownCountry },
    ]);
    expect(reasons[6]).toEqual([{ path: '', msg: IMPORT_MESSAGES.rowNotObject }]);

    const cedarId = report.created[0]?.id as number;
    const world = t.store.data;
    expect(world.companies.find((c) => c.id === cedarId)).toMatchObject({
      resellerId: companyOf(t, 'reseller'),
      isReseller: false,
    });
    expect(world.contacts.filter((c) => c.companyId === cedarId)).toMatchObject([
      { email: 'ana@cedarvet.example', contactTypeId: 1 },
    ]);
    expect(world.businessAddresses.filter((a) => a.companyId === cedarId)).toMatchObject([
      { city: 'Austin', addressTypeId: 1 },
    ]);
    const listed = await reseller.get('/v1/entity/companies/list', { search: 'cedar' }).expect(200);
    expect(listed.body.data.data.map((c: { id: number }) => c.id)).toEqual([cedarId]);
  });

  it('is refused (403) to anyone but an Admin of a reseller company', async () => {
    const before = t.store.data.companies.length;
    for (const who of [customer, harbor]) {
      const res = await who
        .post('/v1/imports/company', { rows: [company('Sneaky Co', 'sneaky.example')] })
        .expect(403);
      expect(res.body.message).toBe(IMPORT_MESSAGES.adminOnly);
    }
    await t.api.post('/v1/imports/company').send({ rows: [] }).expect(401);
    expect(t.store.data.companies.length).toBe(before);
  });

  it('refuses an empty or oversized batch as a whole (400)', async () => {
    const empty = await reseller.post('/v1/imports/company', { rows: [] }).expect(400);
    expect(empty.body.errors).toEqual([{ path: 'rows', msg: IMPORT_MESSAGES.rowsRequired }]);
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) =>
      company(`Bulk ${i}`, `bulk${i}.example`),
    );
    const big = await reseller.post('/v1/imports/company', { rows }).expect(400);
    expect(big.body.errors).toEqual([{ path: 'rows', msg: IMPORT_MESSAGES.tooManyRows }]);
    await reseller.post('/v1/imports/company', { rows: 'all of them' }).expect(400);
  });
});

describe('rows checked against what exists', () => {
  const reasonsOf = async (kind: string, rows: object[]) => {
    const res = await reseller.post(`/v1/imports/${kind}`, { rows }).expect(200);
    const report = importReportSchema.parse(res.body.data);
    return [
      report.created.map((c) => c.row),
      Object.fromEntries(report.refused.map((r) => [r.row, r.reasons])),
    ] as const;
  };

  it('sees the companies of earlier imports and of earlier rows, names in any case', async () => {
    await reasonsOf('company', [company('Cedar Veterinary', 'cedarvet.example')]);
    const [created, refused] = await reasonsOf('company', [
      company('CEDAR veterinary', 'other.example'),
      company('Cedar Two', 'cedarvet.example'),
      company('Café Lumière', 'lumiere.example'),
      company('Cafe Lumiere', 'lumiere2.example'),
      company('Lumiere Bis', 'LUMIERE.example'),
    ]);
    expect(created).toEqual([3, 4]);
    expect(refused).toEqual({
      1: [{ path: 'name', msg: IMPORT_MESSAGES.nameTaken }],
      2: [{ path: 'domain', msg: IMPORT_MESSAGES.domainTaken }],
      5: [{ path: 'domain', msg: IMPORT_MESSAGES.domainTaken }],
    });
  });

  it("sees the caller's distributors of earlier imports, and another company's not", async () => {
    const row = (name: string) => ({ name, countryId: 14, contactEmail: 'sales@dist.example' });
    await reasonsOf('distributer', [row('Nordic IT Supply')]);
    const [created, refused] = await reasonsOf('distributer', [
      row('NORDIC it supply'),
      row('Baltic Supply'),
    ]);
    expect(created).toEqual([2]);
    expect(refused).toEqual({ 1: [{ path: 'name', msg: IMPORT_MESSAGES.distributorTaken }] });
  });
});

describe('POST /v1/imports/reseller and /v1/imports/distributer', () => {
  it('creates sub-resellers with their brand, refusing rows without one', async () => {
    const res = await reseller
      .post('/v1/imports/reseller', {
        rows: [
          company('Fjord Cloud', 'fjordcloud.example', {
            resellerName: 'Fjord',
            resellerEmail: 'help@fjordcloud.example',
          }),
          company('Brandless', 'brandless.example'),
        ],
      })
      .expect(200);
    const report = importReportSchema.parse(res.body.data);
    expect(report.created.map((c) => c.name)).toEqual(['Fjord Cloud']);
    expect(report.refused[0]?.reasons.map((r) => r.path).sort()).toEqual([
      'resellerEmail',
      'resellerName',
    ]);
    expect(t.store.data.companies.find((c) => c.id === report.created[0]?.id)).toMatchObject({
      isReseller: true,
      resellerName: 'Fjord',
      resellerId: companyOf(t, 'reseller'),
    });
    await customer.post('/v1/imports/reseller', { rows: [{}] }).expect(403);
  });

  it('creates distributors and refuses unknown countries and repeated names', async () => {
    const row = (name: string, countryId: number) => ({
      name,
      countryId,
      contactEmail: 'sales@dist.example',
    });
    const res = await reseller
      .post('/v1/imports/distributer', {
        rows: [
          row('Nordic IT Supply', 14),
          row('Ghost Distribution', 404),
          row('Nordic IT Supply', 14),
        ],
      })
      .expect(200);
    expect(res.body.message).toBe('Import finished: 1 created, 2 refused');
    const report = importReportSchema.parse(res.body.data);
    expect(report.refused).toEqual([
      { row: 2, reasons: [{ path: 'countryId', msg: IMPORT_MESSAGES.unknownCountry }] },
      { row: 3, reasons: [{ path: 'name', msg: IMPORT_MESSAGES.duplicateInBatch }] },
    ]);
    const again = await reseller
      .post('/v1/imports/distributer', { rows: [row('nordic it supply', 14)] })
      .expect(200);
    expect(again.body.data.refused[0].reasons).toEqual([
      { path: 'name', msg: IMPORT_MESSAGES.distributorTaken },
    ]);
    expect(t.store.data.distributors.toArray()).toMatchObject([
      { name: 'Nordic IT Supply', companyId: companyOf(t, 'reseller'), countryId: 14 },
    ]);
    await harbor.post('/v1/imports/distributer', { rows: [row('X', 1)] }).expect(403);
  });
});
