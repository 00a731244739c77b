import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '@contract/imports';
import { CALLERS, NOW, platformWorld } from '../../testing/platform-world';
import { runImport } from './imports';

const row = (name: string, domain: string, extra: object = {}) => ({
  name,
  domain,
  contactFirstName: 'Kim',
  contactLastName: 'Lee',
  contactEmail: `kim@${domain}`,
  ...extra,
});

describe('runImport', () => {
  it('creates valid rows and reports each refused row with its reasons', () => {
    const world = platformWorld();
    const report = runImport(
      world,
      CALLERS.resellerAdmin,
      'company',
      [
        row('Alpha', 'alpha.example'),
        row('Northwind', 'nw2.example'),
        row('Beta', 'alpha.example'),
        42,
      ],
      NOW,
    );
    expect(report.created).toEqual([{ row: 1, id: 4, name: 'Alpha' }]);
    expect(report.refused).toEqual([
      { row: 2, reasons: [{ path: 'name', msg: IMPORT_MESSAGES.nameTaken }] },
      { row: 3, reasons: [{ path: 'domain', msg: IMPORT_MESSAGES.domainTaken }] },
      { row: 4, reasons: [{ path: '', msg: IMPORT_MESSAGES.rowNotObject }] },
    ]);
    expect(world.contacts.toArray()).toMatchObject([
      { companyId: 4, contactTypeId: 1, email: 'kim@alpha.example' },
    ]);
  });

  it('a repeated name is refused as a duplicate only once the first one was created', () => {
    const world = platformWorld();
    const report = runImport(
      world,
      CALLERS.resellerAdmin,
      'company',
      [row('Gamma', 'bad domain'), row('Gamma', 'gamma.example'), row('GAMMA', 'g2.example')],
      NOW,
    );
    expect(report.created.map((c) => c.row)).toEqual([2]);
    expect(report.refused[1]).toEqual({
      row: 3,
      reasons: [{ path: 'name', msg: IMPORT_MESSAGES.duplicateInBatch }],
    });
  });

  it('imports headquarters addresses, resellers and distributors', () => {
    const world = platformWorld();
    runImport(
      world,
      CALLERS.resellerAdmin,
      'reseller',
      [
        row('Delta', 'delta.example', {
          resellerName: 'Delta Cloud',
          resellerEmail: 'help@delta.example',
          address: { line1: '9 Bay St', city: 'Toronto', postalCode: 'M5J 2N8', countryId: 2 },
        }),
      ],
      NOW,
    );
    expect(world.companies.last()).toMatchObject({
      isReseller: true,
      resellerName: 'Delta Cloud',
      resellerId: 1,
    });
    expect(world.businessAddresses.toArray()).toMatchObject([
      { city: 'Toronto', addressTypeId: 1, line2: null },
    ]);

    const dist = runImport(
      world,
      CALLERS.resellerAdmin,
      'distributer',
      [
        { name: 'Ingram', countryId: 1, contactEmail: 'a@ingram.example' },
        { name: 'X', countryId: 3, contactEmail: 'x@x.example' },
      ],
      NOW,
    );
    expect(dist.created).toEqual([{ row: 1, id: 1, name: 'Ingram' }]);
    expect(dist.refused[0]?.reasons).toEqual([
      { path: 'countryId', msg: IMPORT_MESSAGES.unknownCountry },
    ]);
  });

  it('is for reseller Admins only', () => {
    const world = platformWorld();
    for (const caller of [
      CALLERS.resellerReadOnly,
      CALLERS.customerOfReseller,
      CALLERS.directCustomer,
    ])
      expect(() => runImport(world, caller, 'company', [row('Z', 'z.example')], NOW)).toThrow(
        IMPORT_MESSAGES.adminOnly,
      );
    expect(world.companies).toHaveLength(3);
  });
});
