import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@contract/envelope';
import {
  demoActivitySchema,
  eventsExportQuerySchema,
  funnelSchema,
  INSIGHTS_MESSAGES as M,
  insightsQuerySchema,
} from '@contract/activity';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { Insights } from '../../hosting/trial/insights';
import { ok } from '../envelope';

const byId = z.object({ id: z.string().max(64) });
const csv = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
  'cache-control': 'no-store',
});

/** What the sales team learns: a demo's visits, the funnel of a period, and the exports. */
export function insightsRoutes(trial: HostedTrial, route: object): FastifyPluginAsyncZod {
  return async (app) => {
    const insights = new Insights(trial);

    app.get(
      '/__demos/:id/activity',
      {
        ...route,
        schema: { hide: true, params: byId, response: { 200: envelope(demoActivitySchema) } },
      },
      async (request) => ok(M.activity, await insights.demoActivity(request.params.id)),
    );

    app.get(
      '/__insights',
      {
        ...route,
        schema: {
          hide: true,
          querystring: insightsQuerySchema,
          response: { 200: envelope(funnelSchema) },
        },
      },
      async (request) => {
        const { from, to, kind } = request.query;
        return ok(M.funnel, await insights.funnel(from, to, kind));
      },
    );

    app.get('/__demos.csv', { ...route, schema: { hide: true } }, async (_request, reply) =>
      reply.headers(csv('demos.csv')).send(await insights.demosCsv()),
    );

    app.get(
      '/__insights/events.csv',
      { ...route, schema: { hide: true, querystring: eventsExportQuerySchema } },
      async (request, reply) => {
        const { from, to } = request.query;
        return reply.headers(csv('events.csv')).send(await insights.eventsCsv(from, to));
      },
    );
  };
}
