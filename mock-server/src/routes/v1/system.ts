import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@contract/envelope';
import { deletedSchema } from '@contract/records';
import {
  countryCreateSchema,
  countryRecordSchema,
  countryUpdateSchema,
  SYSTEM_LOOKUPS,
  SYSTEM_MESSAGES,
  typeCreateSchema,
  typeRecordSchema,
  typeUpdateSchema,
} from '@contract/system';
import {
  createLookup,
  deleteLookup,
  findLookup,
  listLookup,
  updateLookup,
} from '../../domain/system/lookups';
import { authOf, ok } from '../envelope';
import { mutate } from '../mutate';
import { idParams, requireSomeField } from '../params';

const SCHEMAS = {
  addressTypes: { row: typeRecordSchema, create: typeCreateSchema, update: typeUpdateSchema },
  contactTypes: { row: typeRecordSchema, create: typeCreateSchema, update: typeUpdateSchema },
  countries: { row: countryRecordSchema, create: countryCreateSchema, update: countryUpdateSchema },
} as const;

/**
 * The shared lookups, one set of five calls each: /system/<lookup>/list (no query), /create,
 * /details/:id, /update/:id, /delete/:id. Anyone signed in reads; a platform administrator writes.
 */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  for (const kind of SYSTEM_LOOKUPS) {
    const base = `/system/${kind}`;
    const { row, create, update } = SCHEMAS[kind];
    const M = SYSTEM_MESSAGES[kind];

    app.get(`${base}/list`, { schema: { response: { 200: envelope(z.array(row)) } } }, () =>
      ok(M.listed, listLookup(deps.store.data, kind)),
    );
    app.get(
      `${base}/details/:id`,
      { schema: { params: idParams, response: { 200: envelope(row) } } },
      (request) => ok(M.retrieved, findLookup(deps.store.data, kind, request.params.id)),
    );
    app.post(
      `${base}/create`,
      { schema: { body: create, response: { 200: envelope(row) } } },
      (request) =>
        mutate(deps, (ctx) =>
          ok(M.created, createLookup(ctx.world, authOf(request), kind, request.body)),
        ),
    );
    app.put(
      `${base}/update/:id`,
      { schema: { params: idParams, body: update, response: { 200: envelope(row) } } },
      (request) => {
        requireSomeField(request.body, M.noChange);
        return mutate(deps, (ctx) =>
          ok(
            M.updated,
            updateLookup(ctx.world, authOf(request), kind, request.params.id, request.body),
          ),
        );
      },
    );
    app.delete(
      `${base}/delete/:id`,
      { schema: { params: idParams, response: { 200: envelope(deletedSchema) } } },
      (request) =>
        mutate(deps, (ctx) => {
          deleteLookup(ctx.world, authOf(request), kind, request.params.id);
          return ok(M.deleted, { id: request.params.id });
        }),
    );
  }
};
