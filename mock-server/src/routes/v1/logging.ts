import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@contract/envelope';
import { clientEventRequestSchema, LOGGING_MESSAGES } from '@contract/logging';
import { recordClientEvent } from '../../domain/logging/client-events';
import { optionalVerifiedSession } from '../../plugins/auth';
import { limitsOf } from '../../plugins/rate-limits';
import { ok } from '../envelope';
import { mutate } from '../../application/unit-of-work';
import { worldOf } from '../../hosting/request-world';

// Schemas made once per process: every app then shares their compiled serializer.
const loggedReply = envelope(z.object({ id: z.number() }));

/**
 * POST /logging: the portal reports an event. Public (a sign-in page can fail too), rate limited,
 * and attributed to the signed-in user when there is one; the control room lists the events.
 */
export const loggingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logging',
    {
      ...limitsOf(app, 'clientLog', { onRequest: [optionalVerifiedSession] }),
      schema: {
        body: clientEventRequestSchema,
        response: { 200: loggedReply },
      },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const event = recordClientEvent(ctx.world, request.body, request.auth, ctx.time.now);
        return ok(LOGGING_MESSAGES.logged, { id: event.id });
      }),
  );
};
