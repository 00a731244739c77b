import addressTypes from '../../../../../fixtures/system/address-types.json';
import contactTypes from '../../../../../fixtures/system/contact-types.json';
import systemCountries from '../../../../../fixtures/system/countries.json';
import { countersOf, type JsonWorld, type MigrationStep } from './json-world';

const lastId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id));

/**
 * Version 6 added the platform records. The provider's lookups (address and contact types,
 * countries) are the shipped ones, as a newly seeded world has them, so addresses and contacts
 * can be made in an upgraded world; the company's own records start empty.
 */
export const from5To6: MigrationStep = {
  from: 5,
  change:
    'platform records: system lookups, contacts, business addresses, distributors, client events',
  migrate(world: JsonWorld): JsonWorld {
    const added = {
      addressTypes: addressTypes.map((r) => ({ ...r })),
      contactTypes: contactTypes.map((r) => ({ ...r })),
      systemCountries: systemCountries.map((r) => ({ ...r })),
      contacts: [],
      businessAddresses: [],
      distributors: [],
      clientEvents: [],
    };
    return {
      ...world,
      ...added,
      version: 6,
      counters: {
        ...countersOf(world),
        addressTypes: lastId(added.addressTypes),
        contactTypes: lastId(added.contactTypes),
        systemCountries: lastId(added.systemCountries),
        contacts: 0,
        businessAddresses: 0,
        distributors: 0,
        clientEvents: 0,
      },
    };
  },
};
