import { z } from 'zod';
import { isoDate } from './envelope';
import { snapshotNameSchema } from './sandbox';

/** The hosted trial's worlds API, on the apex host (a real provider has no such thing). */

export const createWorldRequestSchema = z.object({
  template: snapshotNameSchema.shape.name.optional(),
});

/** A new world: where it is, the key to its controls (given once), and when it expires. */
export const createdWorldSchema = z.object({
  id: z.string(),
  url: z.string(),
  key: z.string(),
  expiresAt: isoDate,
});

/** A world as the operator lists it. */
export const worldSummarySchema = z.object({
  id: z.string(),
  createdAt: isoDate,
  lastSeenAt: isoDate,
  expiresAt: isoDate,
  template: z.string(),
  sizeBytes: z.number(),
  loaded: z.boolean(),
  /** Set when its stored data failed on load: it answers 503 until the operator deletes it. */
  quarantined: z.object({ at: isoDate, reason: z.string() }).nullable(),
});

/**
 * Names a property of every object or a device on some disks: a template by that name would
 * shadow a built-in or fail to save.
 */
const RESERVED_TEMPLATE_NAMES = new Set([
  'constructor',
  'prototype',
  'con',
  'prn',
  'aux',
  'nul',
  ...Array.from({ length: 9 }, (_, i) => `com${i + 1}`),
  ...Array.from({ length: 9 }, (_, i) => `lpt${i + 1}`),
]);

/** One file per template: lowercase only, so no two names share a file on a case-blind disk. */
export const templateNameSchema = z
  .string()
  .max(64, { message: 'A template name has at most 64 characters', abort: true })
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'A template name has lowercase letters, digits and - only')
  .refine((name) => !RESERVED_TEMPLATE_NAMES.has(name), 'This template name is reserved');

/** The operator makes a snapshot saved in a world a template for new worlds. */
export const promoteTemplateRequestSchema = z.object({
  name: templateNameSchema,
  world: z.string().max(64),
  snapshot: snapshotNameSchema.shape.name,
});

export const WORLDS_MESSAGES = {
  created: 'Your sandbox is ready',
  listed: 'Sandboxes',
  deleted: 'The sandbox was deleted',
  promoted: 'The snapshot is now a template',
  operatorOnly:
    'Only the operator may do this: send TRIAL_OPERATOR_KEY in the x-sandbox-key header',
  deleteRefused:
    "Only the operator or the sandbox's own key may delete it: send it in the x-sandbox-key header",
  foreignPage:
    "Sandboxes are started from the trial's own page: open it and press Start your sandbox",
  tooMany: (perHour: number, wait: string) =>
    `You have started ${perHour} sandboxes from this address in the last hour. Please wait ${wait} and try again.`,
} as const;
