import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FieldError } from '@contract/envelope';
import {
  ORDER_FORMS,
  orderFormPrefillSchema,
  orderRequestSchema,
  type OrderForm,
  type OrderFormPrefill,
} from '@contract/orders';
import { worldOf } from '../hosting/request-world';
import { PRODUCT } from '../domain/branding/product';
import { orderRequestEmail } from '../domain/outbox/emails';
import { sendEmail } from '../domain/outbox/outbox';
import { limitsOf } from '../plugins/rate-limits';
import {
  ORDER_PAGE_CSP,
  orderFormPage,
  orderReceivedPage,
  type OrderBrand,
} from '../pages/order-form/order-form-page';
import { mutate } from '../application/unit-of-work';

const params = z.object({ form: z.enum(Object.keys(ORDER_FORMS) as [OrderForm, ...OrderForm[]]) });

/**
 * The two simple order forms Order Services opens by default (a real deployment configures its
 * own): a plain HTML form whose submission lands in the outbox for the order desk.
 */
export const orderFormRoutes: FastifyPluginAsync = async (app) => {
  // Browsers post forms url-encoded; only these routes accept that.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .status(status)
      .header('content-security-policy', ORDER_PAGE_CSP)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  // A logo is shown only from the resellers' logos this sandbox serves (the page's CSP allows
  // no other origin, and a path elsewhere on it is no logo).
  const brandOf = ({ brand, logo }: OrderFormPrefill, origin: string): OrderBrand => ({
    name: brand,
    logo: logo?.startsWith(`${origin}/branding/`) ? logo : undefined,
  });

  app.get(
    '/orderForms/:form',
    { schema: { params, querystring: orderFormPrefillSchema } },
    (request, reply) => {
      const { form } = request.params as z.infer<typeof params>;
      const { brand, logo, ...values } = request.query as OrderFormPrefill;
      const origin = worldOf(request).config.publicOrigin;
      return html(reply, 200, orderFormPage(form, values, [], brandOf({ brand, logo }, origin)));
    },
  );

  app.post(
    '/orderForms/:form',
    { ...limitsOf(app, 'orderRequest'), schema: { params, querystring: orderFormPrefillSchema } },
    async (request, reply) => {
      const { form } = request.params as z.infer<typeof params>;
      // The form posts back to its own address, query and all: a refused order keeps the brand.
      const brand = brandOf(
        request.query as OrderFormPrefill,
        worldOf(request).config.publicOrigin,
      );
      const values = (request.body ?? {}) as Record<string, string>;
      const parsed = orderRequestSchema.safeParse(values);
      if (!parsed.success) {
        const errors: FieldError[] = parsed.error.issues.map((i) => ({
          path: i.path.join('.'),
          msg: i.message,
        }));
        return html(reply, 400, orderFormPage(form, values, errors, brand));
      }
      await mutate(worldOf(request), (ctx) =>
        sendEmail(ctx.world, ctx.time.now, orderRequestEmail(ORDER_FORMS[form], parsed.data)),
      );
      return html(reply, 200, orderReceivedPage(form, PRODUCT.ordersEmail));
    },
  );
};
