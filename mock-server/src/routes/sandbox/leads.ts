import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { envelope } from '@contract/envelope';
import {
  contactedSalesSchema,
  contactSalesRequestSchema,
  keepSandboxRequestSchema,
  keptSandboxSchema,
  LEAD_MESSAGES as M,
} from '@contract/sales-leads';
import type { WorldLeads } from '../../application/world-deps';
import { worldOf } from '../../hosting/request-world';
import { notFound } from '../../domain/shared/errors';
import { limiter } from '../../plugins/rate-limits';
import { ok } from '../envelope';

/**
 * Both calls of a world, together: a visitor never needs more, and a script filling a sales
 * team's list with them stops soon. Per world only (not per reset: a lead outlives one).
 */
export const LEAD_LIMIT = { max: 10, timeWindow: '1 hour' };

/** A hosted world's; the one world of `npm start` has no visitor to keep it or sales to ask. */
function leadsOf(request: FastifyRequest): WorldLeads {
  const { leads } = worldOf(request);
  if (!leads) throw notFound(M.notHosted);
  return leads;
}

/**
 * POST /__sandbox/keep and /__sandbox/contact-sales: a hosted world's visitor keeps it (it then
 * lives TRIAL_KEPT_DAYS after each visit) or asks the sales team to get in touch. Behind the
 * control room's guard (the world's key, which its visitor's cookie carries); a repeat of the
 * same request answers what the first one stored.
 */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = limiter(app, LEAD_LIMIT, (request) => `leads:${worldOf(request).id}`);
  // One-world mode refuses before counting: nothing there to limit.
  const hosted = async (request: FastifyRequest) => void leadsOf(request);

  app.post(
    '/keep',
    {
      onRequest: [hosted, limited],
      schema: { body: keepSandboxRequestSchema, response: { 200: envelope(keptSandboxSchema) } },
    },
    async (request) => {
      const { kept, expiresAt, again } = await leadsOf(request).keep(request.body);
      return ok(again ? M.keptAgain : M.kept, { kept, expiresAt });
    },
  );

  app.post(
    '/contact-sales',
    {
      onRequest: [hosted, limited],
      schema: {
        body: contactSalesRequestSchema,
        response: { 200: envelope(contactedSalesSchema) },
      },
    },
    async (request) => {
      const { contact, repeated } = await leadsOf(request).contact(request.body);
      return ok(repeated ? M.contactRepeated : M.contacted, { contact });
    },
  );
};
