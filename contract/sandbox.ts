import { z } from 'zod';
import { isoDate } from './envelope';

export const OUTBOX_KINDS = [
  'mfa',
  'password-reset',
  'invitation',
  'support-ticket',
  'partner-inquiry',
  'security-alert',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** An email the sandbox caught instead of sending. */
export const outboxMessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  kind: z.enum(OUTBOX_KINDS),
  sentAt: isoDate,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
