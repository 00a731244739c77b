import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrayOf, envelope } from '@contract/envelope';
import { clientEventSchema, LOG_LEVELS } from '@contract/logging';
import { dataOf } from '../../hosting/request-world';
import { clientEventsView } from '../../domain/logging/client-events';
import { ok } from '../envelope';

/** GET /__sandbox/clientEvents?level=: what the portal reported through POST /v1/logging, newest first. */
export const clientEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clientEvents',
    {
      schema: {
        querystring: z.object({ level: z.enum(LOG_LEVELS).optional() }),
        response: { 200: envelope(arrayOf(clientEventSchema)) },
      },
    },
    (request) => ok('Client events', clientEventsView(dataOf(request), request.query.level)),
  );
};
