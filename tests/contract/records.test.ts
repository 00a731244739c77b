import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  businessAddressSchema,
  companyRecordSchema,
  contactSchema,
  ENTITY_MESSAGES,
} from '@contract/entities';
import { RECORD_CALLS } from '@contract/record-paths';
import { deletedSchema, pageOf } from '@contract/records';
import { countryRecordSchema, typeRecordSchema } from '@contract/system';
import { accessToken, call } from './support/client';
import { writesAllowed } from './support/target';

// Each collection with the shape of one row; system lists are plain arrays, entity lists pages.
const COLLECTIONS = [
  { base: '/system/addressTypes', row: typeRecordSchema, paged: false },
  { base: '/system/contactTypes', row: typeRecordSchema, paged: false },
  { base: '/system/countries', row: countryRecordSchema, paged: false },
  { base: '/entity/contacts', row: contactSchema, paged: true },
  { base: '/entity/businessAddresses', row: businessAddressSchema, paged: true },
  { base: '/entity/companies', row: companyRecordSchema, paged: true },
] as const;

const ok = async (method: string, path: string, body?: unknown) => {
  const answer = await call(method, path, { token: await accessToken(), body });
  expect(answer.status, `${method} ${path}: ${answer.body.message}`).toBe(200);
  return answer.body;
};

describe('system and entity records, at the REST paths and at the verb paths', () => {
  it.each(COLLECTIONS)('$base: both paths list and read the same records', async (c) => {
    const { list, details } = RECORD_CALLS;
    const rest = await ok(list.method, `${c.base}${list.rest}`);
    const verb = await ok(list.method, `${c.base}${list.verb}`);
    expect(verb).toEqual(rest);
    const rows = c.paged ? pageOf(c.row).parse(rest.data).data : z.array(c.row).parse(rest.data);
    const [first] = rows;
    if (!first) return;
    const one = await ok(
      details.method,
      `${c.base}${details.rest.replace(':id', String(first.id))}`,
    );
    expect(c.row.parse(one.data).id).toBe(first.id);
    expect(await ok(details.method, `${c.base}/details/${first.id}`)).toEqual(one);
  });

  it('creates, reads, changes and deletes a contact at /entity/contacts and /entity/contacts/{id}', async ({
    skip,
  }) => {
    if (!(await writesAllowed())) skip();
    const M = ENTITY_MESSAGES.contacts;
    const created = await ok('POST', '/entity/contacts', {
      contactTypeId: 1,
      firstName: 'Conformance',
      lastName: 'Check',
      email: 'conformance.check@example.com',
    });
    expect(created.message).toBe(M.created);
    const { id } = contactSchema.parse(created.data);
    expect((await ok('GET', `/entity/contacts/${id}`)).data).toEqual(created.data);
    const changed = await ok('PUT', `/entity/contacts/${id}`, { jobTitle: 'Auditor' });
    expect(contactSchema.parse(changed.data).jobTitle).toBe('Auditor');
    const deleted = await ok('DELETE', `/entity/contacts/${id}`);
    expect(deletedSchema.parse(deleted.data)).toEqual({ id });
    const gone = await call('GET', `/entity/contacts/${id}`, { token: await accessToken() });
    expect(gone.status).toBe(404);
  });
});
