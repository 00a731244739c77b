import { z } from 'zod';
import { EMAIL_PATTERN, emailField, isoDate } from './envelope';
import { plainText } from './free-text';

/**
 * A hosted trial world's next step: its visitor keeps it (name, work email, company) or asks
 * the sales team to get in touch. Both are stored with the world only, and listed for the
 * sales console; a real provider has no such calls.
 */

export const LEAD_LIMITS = {
  name: 100,
  company: 200,
  message: 2000,
  preferredContact: 254,
} as const;

export const LEAD_MESSAGES = {
  kept: 'This sandbox is kept',
  keptAgain: 'This sandbox was already kept; its details are up to date',
  contacted: 'The sales team will be in touch',
  contactRepeated: 'The sales team already has this message',
  notHosted: 'Only a hosted trial sandbox can be kept or put in touch with sales',
  listed: 'Trials kept',
} as const;

const line = (label: string, max: number) =>
  plainText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
  );

export const keepSandboxRequestSchema = z.object({
  name: line('Your name', LEAD_LIMITS.name),
  workEmail: emailField(
    'Work email is required',
    'Please enter a valid work email address',
  ).transform((v) => v.toLowerCase()),
  company: line('Company', LEAD_LIMITS.company),
});
export type KeepSandboxInput = z.input<typeof keepSandboxRequestSchema>;
export type KeepSandboxRequest = z.output<typeof keepSandboxRequestSchema>;

/** A phone number as people write it: digits with spaces, dashes, dots, brackets, a leading +. */
const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{4,30}[0-9]$/;
const CONTACT_INVALID = 'Enter an email address or a phone number';

/** How the sales team should reach the visitor: an email address or a phone number. */
export const contactSalesRequestSchema = z.object({
  message: plainText(
    z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(LEAD_LIMITS.message, `Message must be at most ${LEAD_LIMITS.message} characters`),
    true,
  ),
  preferredContact: line('How to reach you', LEAD_LIMITS.preferredContact).refine(
    (v) => EMAIL_PATTERN.test(v) || PHONE_PATTERN.test(v),
    CONTACT_INVALID,
  ),
});
export type ContactSalesInput = z.input<typeof contactSalesRequestSchema>;
export type ContactSalesRequest = z.output<typeof contactSalesRequestSchema>;

export const keptLeadSchema = z.object({
  at: isoDate,
  name: z.string(),
  workEmail: z.string(),
  company: z.string(),
});
export type KeptLead = z.infer<typeof keptLeadSchema>;

export const contactLeadSchema = z.object({
  at: isoDate,
  message: z.string(),
  preferredContact: z.string(),
});
export type ContactLead = z.infer<typeof contactLeadSchema>;

/** POST /__sandbox/keep: the lead and until when the world now lives (a lifetime after now). */
export const keptSandboxSchema = z.object({ kept: keptLeadSchema, expiresAt: isoDate });
/** POST /__sandbox/contact-sales: the lead as recorded (the same one for a repeated message). */
export const contactedSalesSchema = z.object({ contact: contactLeadSchema });

/** One kept (or contacting) trial world, as the sales console lists it. */
export const worldLeadSchema = z.object({
  worldId: z.string(),
  url: z.string(),
  template: z.string(),
  createdAt: isoDate,
  lastSeenAt: isoDate,
  expiresAt: isoDate,
  /** The demo the world is of (its page shows the visits); null: a plain trial. */
  demoId: z.string().nullable(),
  kept: keptLeadSchema.nullable(),
  /** Newest first. */
  contacts: z.array(contactLeadSchema),
});
export type WorldLead = z.infer<typeof worldLeadSchema>;

/** The most the console's list shows: the newest leads. */
export const LEADS_SHOWN = 200;
