import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import {
  SUPPORT_MESSAGES,
  supportMessageSchema,
  supportTicketResponseSchema,
} from '@contract/support';
import { fileTicket } from '../../domain/support/tickets';
import { limitsOf } from '../../plugins/rate-limits';
import { authOf, ok } from '../envelope';
import { mutate } from '../../application/unit-of-work';
import { worldOf } from '../../hosting/request-world';

/** Open a Support Ticket: filed for the caller's company, confirmed by email, copied to the desk. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support/sendEmail',
    {
      ...limitsOf(app, 'supportTicket'),
      schema: {
        body: supportMessageSchema,
        response: { 200: envelope(supportTicketResponseSchema) },
      },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const ticket = fileTicket(
          ctx.world,
          ctx.time.now,
          authOf(request).userId,
          request.body.message,
        );
        return ok(SUPPORT_MESSAGES.sent, { ticketId: ticket.id });
      }),
  );
};
