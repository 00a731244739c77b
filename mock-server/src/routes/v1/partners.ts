import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { inquiryResponseSchema, inquirySchema } from '@contract/partners';
import { INQUIRY_THANKS, receiveInquiry } from '../../domain/inquiries/inquiries';
import { limitsOf } from '../../plugins/rate-limits';
import { ok } from '../envelope';
import { mutate } from '../../application/unit-of-work';
import { worldOf } from '../../hosting/request-world';

/** The public Find a Partner form; validated with the very schema the portal's form uses. */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/partners/inquiry',
    {
      ...limitsOf(app, 'inquiry'),
      schema: { body: inquirySchema, response: { 200: envelope(inquiryResponseSchema) } },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const inquiry = receiveInquiry(ctx.world, ctx.time.now, request.body);
        return ok(INQUIRY_THANKS, { success: true, id: inquiry.id });
      }),
  );
};
