import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import {
  IMPORT_KINDS,
  importDone,
  importReportSchema,
  importRequestSchema,
} from '@contract/imports';
import { runImport } from '../../domain/imports/imports';
import { authOf, ok } from '../envelope';
import { mutate } from '../../application/unit-of-work';
import { worldOf } from '../../hosting/request-world';
import { HEAVY } from '../../plugins/heavy-calls';

/**
 * POST /imports/distributer, /imports/reseller, /imports/company: a JSON batch of rows, checked
 * row by row; the answer reports what was created and what was refused, and why.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of IMPORT_KINDS) {
    app.post(
      `/imports/${kind}`,
      {
        ...HEAVY,
        schema: { body: importRequestSchema, response: { 200: envelope(importReportSchema) } },
      },
      (request) =>
        mutate(worldOf(request), (ctx) => {
          const report = runImport(
            ctx.world,
            authOf(request),
            kind,
            request.body.rows,
            ctx.time.now,
          );
          return ok(importDone(report.created.length, report.refused.length), report);
        }),
    );
  }
};
