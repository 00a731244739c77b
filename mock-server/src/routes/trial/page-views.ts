import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { doneEnvelope } from '@contract/envelope';
import { INSIGHTS_MESSAGES as M, pageViewsRequestSchema } from '@contract/activity';
import { forbidden, notFound } from '../../domain/shared/errors';
import { worldOf } from '../../hosting/request-world';
import { recordActivity } from '../../plugins/activity';
import { ok } from '../envelope';

export const FOREIGN_PAGE = "Only this sandbox's own portal reports the pages it shows";

/**
 * POST /__activity/pages: the portal's routes as its visitor views them, sent in small batches
 * to its own world (never to a third party). Only the world's own pages may send them.
 */
export const pageViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/__activity/pages',
    { schema: { hide: true, body: pageViewsRequestSchema, response: { 200: doneEnvelope } } },
    async (request, reply) => {
      const world = worldOf(request);
      if (!world.activity) throw notFound(M.notRecorded);
      const { origin } = request.headers;
      const site = request.headers['sec-fetch-site'];
      if ((origin && origin !== world.config.publicOrigin) || (site && site !== 'same-origin'))
        throw forbidden(FOREIGN_PAGE);
      for (const { path, agoMs } of request.body.pages)
        recordActivity(request, 'page', path, reply, agoMs);
      return ok(M.pagesRecorded, null);
    },
  );
};
