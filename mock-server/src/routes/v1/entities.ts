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
import { mutate } from '../mutate';
import { idParams, requireSomeField } from '../params';

/**
 * Records of the caller's company, five calls each: /entity/<records>/list?page&size&search,
 * /create, /details/:id, /update/:id, /delete/:id. Another company's id answers 404.
 */
export const entityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const world = () => deps.store.data;
  const listing = <T extends ZodType>(row: T) => ({
    querystring: recordListQuerySchema,
    response: { 200: envelope(pageOf(row)) },
  });
  const one = <T extends ZodType>(row: T) => ({ response: { 200: envelope(row) } });
  const gone = { params: idParams, response: { 200: envelope(deletedSchema) } };

  // Contacts
  const C = ENTITY_MESSAGES.contacts;
  app.get('/entity/contacts/list', { schema: listing(contactSchema) }, (r) =>
    ok(C.listed, listContacts(world(), authOf(r), r.query)),
  );
  app.get(
    '/entity/contacts/details/:id',
    { schema: { params: idParams, ...one(contactSchema) } },
    (r) => ok(C.retrieved, contactView(world(), findContact(world(), authOf(r), r.params.id))),
  );
  app.post(
    '/entity/contacts/create',
    { schema: { body: contactCreateSchema, ...one(contactSchema) } },
    (r) =>
      mutate(deps, (ctx) =>
        ok(C.created, contactView(ctx.world, createContact(ctx.world, authOf(r), r.body, ctx.now))),
      ),
  );
  app.put(
    '/entity/contacts/update/:id',
    { schema: { params: idParams, body: contactUpdateSchema, ...one(contactSchema) } },
    (r) => {
      requireSomeField(r.body, C.noChange);
      return mutate(deps, (ctx) =>
        ok(
          C.updated,
          contactView(ctx.world, updateContact(ctx.world, authOf(r), r.params.id, r.body, ctx.now)),
        ),
      );
    },
  );
  app.delete('/entity/contacts/delete/:id', { schema: gone }, (r) =>
    mutate(deps, (ctx) => {
      deleteContact(ctx.world, authOf(r), r.params.id);
      return ok(C.deleted, { id: r.params.id });
    }),
  );

  // Business addresses
  const A = ENTITY_MESSAGES.businessAddresses;
  app.get('/entity/businessAddresses/list', { schema: listing(businessAddressSchema) }, (r) =>
    ok(A.listed, listAddresses(world(), authOf(r), r.query)),
  );
  app.get(
    '/entity/businessAddresses/details/:id',
    { schema: { params: idParams, ...one(businessAddressSchema) } },
    (r) => ok(A.retrieved, addressView(world(), findAddress(world(), authOf(r), r.params.id))),
  );
  app.post(
    '/entity/businessAddresses/create',
    { schema: { body: businessAddressCreateSchema, ...one(businessAddressSchema) } },
    (r) =>
      mutate(deps, (ctx) =>
        ok(A.created, addressView(ctx.world, createAddress(ctx.world, authOf(r), r.body, ctx.now))),
      ),
  );
  app.put(
    '/entity/businessAddresses/update/:id',
    {
      schema: {
        params: idParams,
        body: businessAddressUpdateSchema,
        ...one(businessAddressSchema),
      },
    },
    (r) => {
      requireSomeField(r.body, A.noChange);
      return mutate(deps, (ctx) =>
        ok(
          A.updated,
          addressView(ctx.world, updateAddress(ctx.world, authOf(r), r.params.id, r.body, ctx.now)),
        ),
      );
    },
  );
  app.delete('/entity/businessAddresses/delete/:id', { schema: gone }, (r) =>
    mutate(deps, (ctx) => {
      deleteAddress(ctx.world, authOf(r), r.params.id);
      return ok(A.deleted, { id: r.params.id });
    }),
  );

  // Companies
  const K = ENTITY_MESSAGES.companies;
  app.get('/entity/companies/list', { schema: listing(companyRecordSchema) }, (r) =>
    ok(K.listed, listCompanies(world(), authOf(r), r.query)),
  );
  app.get(
    '/entity/companies/details/:id',
    { schema: { params: idParams, ...one(companyRecordSchema) } },
    (r) => ok(K.retrieved, companyView(world(), findCompany(world(), authOf(r), r.params.id))),
  );
  app.post(
    '/entity/companies/create',
    { schema: { body: companyCreateSchema, ...one(companyRecordSchema) } },
    (r) =>
      mutate(deps, (ctx) =>
        ok(K.created, companyView(ctx.world, createCompany(ctx.world, authOf(r), r.body, ctx.now))),
      ),
  );
  app.put(
    '/entity/companies/update/:id',
    { schema: { params: idParams, body: companyUpdateSchema, ...one(companyRecordSchema) } },
    (r) => {
      requireSomeField(r.body, K.noChange);
      return mutate(deps, (ctx) =>
        ok(
          K.updated,
          companyView(ctx.world, updateCompany(ctx.world, authOf(r), r.params.id, r.body)),
        ),
      );
    },
  );
  app.delete('/entity/companies/delete/:id', { schema: gone }, (r) =>
    mutate(deps, (ctx) => {
      deleteCompany(ctx.world, authOf(r), r.params.id);
      return ok(K.deleted, { id: r.params.id });
    }),
  );
};
