import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { arrayOf, envelope } from '@contract/envelope';
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
import { mutate } from '../../application/unit-of-work';
import { idParams, requireSomeField } from '../params';
import { recordRoutes } from './record-routes';
import { dataOf, worldOf } from '../../hosting/request-world';

const SCHEMAS = {
  addressTypes: { row: typeRecordSchema, create: typeCreateSchema, update: typeUpdateSchema },
  contactTypes: { row: typeRecordSchema, create: typeCreateSchema, update: typeUpdateSchema },
  countries: { row: countryRecordSchema, create: countryCreateSchema, update: countryUpdateSchema },
} as const;

/**
 * The shared lookups, five calls each (list without a query, create, details, update, delete), at
 * `/system/<lookup>` and `/system/<lookup>/:id` and at their verb paths. Anyone signed in reads; a
 * platform administrator writes.
 */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of SYSTEM_LOOKUPS) {
    const route = recordRoutes(app, `/system/${kind}`);
    const { row, create, update } = SCHEMAS[kind];
    const M = SYSTEM_MESSAGES[kind];

    route('list', { response: { 200: envelope(arrayOf(row)) } }, (request) =>
      ok(M.listed, listLookup(dataOf(request), kind)),
    );
    route('details', { params: idParams, response: { 200: envelope(row) } }, (request) =>
      ok(M.retrieved, findLookup(dataOf(request), kind, request.params.id)),
    );
    route('create', { body: create, response: { 200: envelope(row) } }, (request) =>
      mutate(worldOf(request), (ctx) =>
        ok(M.created, createLookup(ctx.world, authOf(request), kind, request.body)),
      ),
    );
    route(
      'update',
      { params: idParams, body: update, response: { 200: envelope(row) } },
      (request) => {
        requireSomeField(request.body, M.noChange);
        return mutate(worldOf(request), (ctx) =>
          ok(
            M.updated,
            updateLookup(ctx.world, authOf(request), kind, request.params.id, request.body),
          ),
        );
      },
    );
    route('delete', { params: idParams, response: { 200: envelope(deletedSchema) } }, (request) =>
      mutate(worldOf(request), (ctx) => {
        deleteLookup(ctx.world, authOf(request), kind, request.params.id);
        return ok(M.deleted, { id: request.params.id });
      }),
    );
  }
};
