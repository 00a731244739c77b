import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { envelope } from '@contract/envelope';
import {
  businessAddressCreateSchema,
  businessAddressSchema,
  businessAddressUpdateSchema,
  companyCreateSchema,
  companyRecordSchema,
  companyUpdateSchema,
  contactCreateSchema,
  contactSchema,
  contactUpdateSchema,
  ENTITY_MESSAGES,
} from '@contract/entities';
import { deletedSchema, pageOf, recordListQuerySchema } from '@contract/records';
import {
  addressView,
  createAddress,
  deleteAddress,
  findAddress,
  listAddresses,
  updateAddress,
} from '../../domain/entities/business-addresses';
import {
  companyView,
  createCompany,
  deleteCompany,
  findCompany,
  listCompanies,
  updateCompany,
} from '../../domain/entities/companies';
import {
  contactView,
  createContact,
  deleteContact,
  findContact,
  listContacts,
  updateContact,
} from '../../domain/entities/contacts';
import { authOf, ok } from '../envelope';
import { mutate, mutateEvenWhenFull } from '../../application/unit-of-work';
import { idParams, requireSomeField } from '../params';
import { recordRoutes } from './record-routes';
import { dataOf, worldOf } from '../../hosting/request-world';

/**
 * Records of the caller's company, five calls each (list?page&size&search, create, details,
 * update, delete), at `/entity/<records>` and `/entity/<records>/:id` and at their verb paths.
 * Another company's id answers 404.
 */
export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const listing = <T extends ZodType>(row: T) => ({
    querystring: recordListQuerySchema,
    response: { 200: envelope(pageOf(row)) },
  });
  const one = <T extends ZodType>(row: T) => ({ response: { 200: envelope(row) } });
  const gone = { params: idParams, response: { 200: envelope(deletedSchema) } };

  // Contacts
  const C = ENTITY_MESSAGES.contacts;
  const contacts = recordRoutes(app, '/entity/contacts');
  contacts('list', listing(contactSchema), (r) =>
    ok(C.listed, listContacts(dataOf(r), authOf(r), r.query)),
  );
  contacts('details', { params: idParams, ...one(contactSchema) }, (r) =>
    ok(C.retrieved, contactView(dataOf(r), findContact(dataOf(r), authOf(r), r.params.id))),
  );
  contacts('create', { body: contactCreateSchema, ...one(contactSchema) }, (r) =>
    mutate(worldOf(r), (ctx) =>
      ok(
        C.created,
        contactView(ctx.world, createContact(ctx.world, authOf(r), r.body, ctx.time.now)),
      ),
    ),
  );
  contacts(
    'update',
    { params: idParams, body: contactUpdateSchema, ...one(contactSchema) },
    (r) => {
      requireSomeField(r.body, C.noChange);
      return mutate(worldOf(r), (ctx) =>
        ok(
          C.updated,
          contactView(
            ctx.world,
            updateContact(ctx.world, authOf(r), r.params.id, r.body, ctx.time.now),
          ),
        ),
      );
    },
  );
  contacts('delete', gone, (r) =>
    mutateEvenWhenFull(worldOf(r), (ctx) => {
      deleteContact(ctx.world, authOf(r), r.params.id);
      return ok(C.deleted, { id: r.params.id });
    }),
  );

  // Business addresses
  const A = ENTITY_MESSAGES.businessAddresses;
  const addresses = recordRoutes(app, '/entity/businessAddresses');
  addresses('list', listing(businessAddressSchema), (r) =>
    ok(A.listed, listAddresses(dataOf(r), authOf(r), r.query)),
  );
  addresses('details', { params: idParams, ...one(businessAddressSchema) }, (r) =>
    ok(A.retrieved, addressView(dataOf(r), findAddress(dataOf(r), authOf(r), r.params.id))),
  );
  addresses('create', { body: businessAddressCreateSchema, ...one(businessAddressSchema) }, (r) =>
    mutate(worldOf(r), (ctx) =>
      ok(
        A.created,
        addressView(ctx.world, createAddress(ctx.world, authOf(r), r.body, ctx.time.now)),
      ),
    ),
  );
  addresses(
    'update',
    { params: idParams, body: businessAddressUpdateSchema, ...one(businessAddressSchema) },
    (r) => {
      requireSomeField(r.body, A.noChange);
      return mutate(worldOf(r), (ctx) =>
        ok(
          A.updated,
          addressView(
            ctx.world,
            updateAddress(ctx.world, authOf(r), r.params.id, r.body, ctx.time.now),
          ),
        ),
      );
    },
  );
  addresses('delete', gone, (r) =>
    mutateEvenWhenFull(worldOf(r), (ctx) => {
      deleteAddress(ctx.world, authOf(r), r.params.id);
      return ok(A.deleted, { id: r.params.id });
    }),
  );

  // Companies
  const K = ENTITY_MESSAGES.companies;
  const companies = recordRoutes(app, '/entity/companies');
  companies('list', listing(companyRecordSchema), (r) =>
    ok(K.listed, listCompanies(dataOf(r), authOf(r), r.query)),
  );
  companies('details', { params: idParams, ...one(companyRecordSchema) }, (r) =>
    ok(K.retrieved, companyView(dataOf(r), findCompany(dataOf(r), authOf(r), r.params.id))),
  );
  companies('create', { body: companyCreateSchema, ...one(companyRecordSchema) }, (r) =>
    mutate(worldOf(r), (ctx) =>
      ok(
        K.created,
        companyView(ctx.world, createCompany(ctx.world, authOf(r), r.body, ctx.time.now)),
      ),
    ),
  );
  companies(
    'update',
    { params: idParams, body: companyUpdateSchema, ...one(companyRecordSchema) },
    (r) => {
      requireSomeField(r.body, K.noChange);
      return mutate(worldOf(r), (ctx) =>
        ok(
          K.updated,
          companyView(ctx.world, updateCompany(ctx.world, authOf(r), r.params.id, r.body)),
        ),
      );
    },
  );
  companies('delete', gone, (r) =>
    mutateEvenWhenFull(worldOf(r), (ctx) => {
      deleteCompany(ctx.world, authOf(r), r.params.id);
      return ok(K.deleted, { id: r.params.id });
    }),
  );
};
