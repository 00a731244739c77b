import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrayOf, envelope } from '@contract/envelope';
import { caughtEmailSchema } from '@contract/sandbox';
import { dataOf } from '../../hosting/request-world';
import { listOutbox } from '../../domain/outbox/outbox';
import { ok } from '../envelope';

/** GET /__sandbox/outbox?to= — every email the sandbox caught, newest first. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        querystring: z.object({ to: z.string().trim().max(320).optional() }),
        response: { 200: envelope(arrayOf(caughtEmailSchema)) },
      },
    },
    (request) => {
      const emails = listOutbox(dataOf(request), request.query.to);
      return ok(
        `${emails.length} email(s)`,
        emails.map((e) => ({ ...e, sentAt: new Date(e.sentAt) })),
      );
    },
  );
};
