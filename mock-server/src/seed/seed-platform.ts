import { z } from 'zod';
import { addAddress } from '../domain/entities/business-addresses';
import { nextId } from '../model/ids';
import type { Company } from '../model/schema';
import { load } from './fixtures';
import type { SeedContext } from './seed-context';
import { records, type Records } from '../model/records';

const id = z.number().int().positive();
const typeList = z.array(z.object({ id, name: z.string(), description: z.string() }));
const countryList = z.array(z.object({ id, name: z.string(), code: z.string().length(2) }));

/** The provider's lookups from fixtures/system/; ids are taken from the files. */
export function seedSystemLookups(s: SeedContext): void {
  const { world } = s;
  world.addressTypes = records(load('system/address-types.json', typeList));
  world.contactTypes = records(load('system/contact-types.json', typeList));
  world.systemCountries = records(load('system/countries.json', countryList));
  const last = (rows: Records<{ id: number }>) => rows.last()?.id ?? 0;
  world.counters.addressTypes = last(world.addressTypes);
  world.counters.contactTypes = last(world.contactTypes);
  world.counters.systemCountries = last(world.systemCountries);
}

// The country each seeded company sits in, by its first datacenter's country when known.
const countryOfCompany = (s: SeedContext, company: Company): number => {
  const users = s.world.users.filter((u) => u.companyId === company.id);
  return users.length % 2 === 0 ? 1 : 4;
};

/**
 * Every company gets a primary, a billing and a technical contact and a headquarters and a
 * billing address, drawn from the seeded faker (the same seed gives the same people).
 */
export function seedCompanyRecords(s: SeedContext, company: Company): void {
  const { world, faker, now } = s;
  const at = now.toISOString();
  for (const contactTypeId of [1, 2, 3]) {
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    world.contacts.push({
      id: nextId(world, 'contacts'),
      companyId: company.id,
      contactTypeId,
      firstName,
      lastName,
      email: faker.internet.email({ firstName, lastName, provider: company.domain }).toLowerCase(),
      phone: faker.phone.number({ style: 'national' }),
      jobTitle: faker.person.jobTitle(),
      createdAt: at,
      updatedAt: at,
    });
  }
  const countryId = countryOfCompany(s, company);
  for (const addressTypeId of [1, 2])
    addAddress(
      world,
      company.id,
      {
        addressTypeId,
        line1: faker.location.streetAddress(),
        line2: addressTypeId === 2 ? `Suite ${faker.number.int({ min: 100, max: 999 })}` : null,
        city: faker.location.city(),
        state: countryId === 1 ? faker.location.state({ abbreviated: true }) : null,
        postalCode:
          countryId === 1
            ? faker.location.zipCode('#####')
            : faker.location.zipCode('??# #??').toUpperCase(),
        countryId,
      },
      now,
    );
}
