import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrayOf, envelope } from '@contract/envelope';
import {
  deliveryListSchema,
  deliverySchema,
  sellerMailSchema,
  SIGNAL_MESSAGES as M,
} from '@contract/signals';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import type { DeliveryRecord } from '../../storage/ports/deliveries';
import type { SellerMail } from '../../storage/ports/seller-mail';
import { ok } from '../envelope';
import { consoleUserOf } from './console-guard';

/** What the console shows of a delivery: its record and, from the body it sends, the event. */
function toDelivery(d: DeliveryRecord) {
  const body = JSON.parse(d.body) as { world?: string | null; summary?: string };
  return {
    id: d.id,
    type: d.type,
    world: body.world ?? null,
    summary: body.summary ?? '',
    createdAt: d.createdAt,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.nextAttemptAt,
    lastAttemptAt: d.lastAttemptAt,
    lastError: d.lastError,
    deliveredAt: d.deliveredAt,
  };
}

/** A caught mail as the console shows it (without the seller's id). */
const toMail = (m: SellerMail) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  demoId: m.demoId,
  sentAt: m.sentAt,
});

/**
 * The signals out as the console sees them: the webhook deliveries (and a test event), and the
 * caught mail to sellers (a seller reads their own, the operator everyone's).
 */
export function signalsRoutes(trial: HostedTrial, route: object): FastifyPluginAsyncZod {
  return async (app) => {
    const { signals } = trial;

    app.get(
      '/__insights/deliveries',
      { ...route, schema: { hide: true, response: { 200: envelope(deliveryListSchema) } } },
      async () =>
        ok(M.deliveries, {
          enabled: signals.sender !== null,
          endpoint: signals.endpoint,
          data: (await signals.recentDeliveries()).map(toDelivery),
        }),
    );

    app.post(
      '/__insights/deliveries/test',
      {
        ...route,
        schema: {
          hide: true,
          body: z.object({}).strict().optional(),
          response: { 201: envelope(deliverySchema) },
        },
      },
      async (request, reply) => {
        const delivery = await signals.sendTest(consoleUserOf(request));
        return reply.status(201).send(ok(M.testQueued, toDelivery(delivery)));
      },
    );

    app.get(
      '/__insights/outbox',
      { ...route, schema: { hide: true, response: { 200: envelope(arrayOf(sellerMailSchema)) } } },
      async (request) =>
        ok(M.outbox, (await signals.outboxFor(consoleUserOf(request))).map(toMail)),
    );
  };
}
