import { z } from 'zod';
import { isoDate } from './envelope';

/**
 * The hosted trial's signals out, as the sales console shows them: the webhook deliveries
 * (TRIAL_WEBHOOK_URL) and the sellers' caught mail. A real provider has no such thing.
 */

/** The events a webhook carries; `test` is sent from the console only. */
export const WEBHOOK_EVENT_TYPES = [
  'demo.opened',
  'demo.returned',
  'world.milestone',
  'trial.kept',
  'trial.contact',
  'test',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const DELIVERIES_SHOWN = 50;
export const MAIL_SHOWN = 100;

export const SIGNAL_MESSAGES = {
  deliveries: 'Webhook deliveries',
  testQueued: 'A test event is on its way',
  notConfigured: 'Webhooks are off: set TRIAL_WEBHOOK_URL and TRIAL_WEBHOOK_SECRET to send them',
  outbox: 'Mail to sellers',
} as const;

/** The body of every webhook call, as signed. */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  at: isoDate,
  world: z.string().nullable(),
  demo: z
    .object({
      id: z.string(),
      company: z.string(),
      seller: z.object({ name: z.string(), email: z.string().nullable() }).optional(),
    })
    .optional(),
  summary: z.string(),
});

export const deliverySchema = z.object({
  id: z.string(),
  type: z.string(),
  world: z.string().nullable(),
  summary: z.string(),
  createdAt: isoDate,
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number(),
  /** When it is due again; null once delivered or given up. */
  nextAttemptAt: isoDate.nullable(),
  lastAttemptAt: isoDate.nullable(),
  lastError: z.string().nullable(),
  deliveredAt: isoDate.nullable(),
});

/** GET /__insights/deliveries: the newest first, and whether webhooks are on. */
export const deliveryListSchema = z.object({
  enabled: z.boolean(),
  /** The endpoint's scheme and host (never its path, which may carry a token). */
  endpoint: z.string().nullable(),
  data: z.array(deliverySchema),
});

export const sellerMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  demoId: z.string().nullable(),
  sentAt: isoDate,
});

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
export type Delivery = z.infer<typeof deliverySchema>;
export type DeliveryList = z.infer<typeof deliveryListSchema>;
export type SellerMailMessage = z.infer<typeof sellerMailSchema>;
