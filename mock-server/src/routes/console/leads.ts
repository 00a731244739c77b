import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { arrayOf, envelope } from '@contract/envelope';
import { LEAD_MESSAGES as M, LEADS_SHOWN, worldLeadSchema } from '@contract/sales-leads';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { worldOrigin } from '../../hosting/trial/trial-config';
import { ok } from '../envelope';

/**
 * GET /__leads: the worlds whose visitors kept them or asked sales to get in touch, the latest
 * first, with who and what they said: the sales team's list (every console user's).
 */
export function leadsRoutes(trial: HostedTrial, route: object): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/__leads',
      { ...route, schema: { hide: true, response: { 200: envelope(arrayOf(worldLeadSchema)) } } },
      async () => {
        const records = await trial.withLeads(LEADS_SHOWN);
        const leads = await Promise.all(
          records.map(async (r) => ({
            worldId: r.id,
            url: `${worldOrigin(trial.config, r.id)}/`,
            template: r.template,
            createdAt: r.createdAt,
            lastSeenAt: r.lastSeenAt,
            expiresAt: trial.endOf(r),
            demoId: (await trial.demos.byWorld(r.id))?.id ?? null,
            kept: r.lead?.kept ?? null,
            contacts: [...(r.lead?.contacts ?? [])].reverse(),
          })),
        );
        return ok(M.listed, leads);
      },
    );
  };
}
