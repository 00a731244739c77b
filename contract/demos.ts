import { z } from 'zod';
import { emailField, isoDate, queryInt } from './envelope';
import { plainText } from './free-text';
import { PAGE_MAX, SEARCH_MAX } from './page-query';

/**
 * The sales console's demos, on the hosted trial's apex (a real provider has no such thing).
 * A demo is a world prepared for one prospect (their name and logo, a scenario), shared by a
 * link that opens the portal signed in, until it expires or a seller revokes it.
 */

export const DEMO_COMPANY_MAX = 100;
export const DEMO_NOTE_MAX = 2000;
export const DEMO_DAYS_MIN = 1;
export const DEMO_DAYS_MAX = 60;
export const DEMO_DAYS_DEFAULT = 14;
/** Bytes of an uploaded logo or tab icon, once decoded. */
export const DEMO_IMAGE_MAX_BYTES = 256 * 1024;
export const DEMO_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] as const;
export const DEMO_PAGE_SIZE = 25;

export const DEMO_MESSAGES = {
  companyRequired: 'Company name is required',
  companyTooLong: `Company name must be 1-${DEMO_COMPANY_MAX} visible characters`,
  noteTooLong: `The note must not exceed ${DEMO_NOTE_MAX} characters`,
  days: `A demo lives ${DEMO_DAYS_MIN}-${DEMO_DAYS_MAX} days`,
  imageType: 'The image must be a PNG, JPEG, SVG or WebP data: URL',
  imageTooLarge: `The image must not exceed ${DEMO_IMAGE_MAX_BYTES / 1024} KB`,
  svgUnsafe: 'The SVG may not contain scripts, event handlers or references to other addresses',
  unknownTemplate: (name: string, choices: string[]) =>
    `There is no template "${name}" (choose one of: ${choices.join(', ')})`,
  notFound: 'There is no such demo',
  created: 'The demo is ready: share its link',
  listed: 'Demos',
  found: 'Demo',
  templates: 'Demo templates',
  reset: 'The demo is back to its prepared state',
  prepared: 'The demo now starts from its current state',
  extended: 'The demo lives longer',
  revoked: 'The demo link no longer opens',
  deleted: 'The demo was deleted',
  linkRevoked: 'This demo is no longer available: ask your contact for a new link',
  linkExpired: 'This demo has expired: ask your contact for a new link',
} as const;

/**
 * An image as a `data:` URL; its content and size are checked by the sandbox, 413 past the
 * size (the body's own limit bounds what is read at all).
 */
const imageDataUrl = z
  .string()
  .regex(/^data:[a-z+/.-]+(;[a-z-]+=[^;,]+)*(;base64)?,/i, DEMO_MESSAGES.imageType);

/** POST /__demos. */
export const createDemoRequestSchema = z.object({
  company: plainText(
    z
      .string({ error: DEMO_MESSAGES.companyRequired })
      .trim()
      .min(1, DEMO_MESSAGES.companyRequired)
      .max(DEMO_COMPANY_MAX, DEMO_MESSAGES.companyTooLong),
  ),
  logo: imageDataUrl.optional(),
  tabIcon: imageDataUrl.optional(),
  contact: z
    .object({
      name: plainText(z.string().trim().max(100)).optional(),
      email: emailField('Email is required', 'Enter a valid email address').optional(),
    })
    .optional(),
  template: z.string().max(64).optional(),
  days: z
    .number({ error: DEMO_MESSAGES.days })
    .int(DEMO_MESSAGES.days)
    .min(DEMO_DAYS_MIN, DEMO_MESSAGES.days)
    .max(DEMO_DAYS_MAX, DEMO_MESSAGES.days)
    .default(DEMO_DAYS_DEFAULT),
  note: plainText(z.string().max(DEMO_NOTE_MAX, DEMO_MESSAGES.noteTooLong), true).optional(),
});

export const createdDemoSchema = z.object({
  id: z.string(),
  /** The link to share: it opens the portal signed in as the scenario's persona. */
  url: z.string(),
  worldId: z.string(),
  expiresAt: isoDate,
});

/** The persona a prospect signs in as, for when a link is not enough. */
export const signsInAsSchema = z.object({ email: z.string(), password: z.string() });

export const demoTemplateSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  /** A scenario of the sandbox, or a template the operator saved. */
  kind: z.enum(['scenario', 'saved']),
  signsInAs: signsInAsSchema,
});

export const DEMO_STATUSES = ['not-opened', 'opened', 'expired', 'revoked'] as const;
export const demoStatusSchema = z.enum(DEMO_STATUSES);

/** Who did something in the console: a seller, or the operator. */
export const demoActorSchema = z.object({
  kind: z.enum(['seller', 'operator']),
  id: z.string().nullable(),
  name: z.string(),
});

export const demoSummarySchema = z.object({
  id: z.string(),
  company: z.string(),
  template: z.string(),
  createdBy: demoActorSchema,
  createdAt: isoDate,
  expiresAt: isoDate,
  lastOpenedAt: isoDate.nullable(),
  /** What its activity adds up to: the latest event, sessions, and actions taken. */
  lastVisitAt: isoDate.nullable(),
  visits: z.number(),
  actions: z.number(),
  status: demoStatusSchema,
  url: z.string(),
  worldId: z.string(),
  logoUrl: z.string().nullable(),
});

export const DEMO_ACTIONS = ['created', 'reset', 'prepared', 'extended', 'revoked'] as const;

export const demoDetailSchema = demoSummarySchema.extend({
  signsInAs: signsInAsSchema,
  contact: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  note: z.string(),
  tabIconUrl: z.string().nullable(),
  /** Every seller action on the demo, oldest first. */
  history: z.array(
    z.object({
      at: isoDate,
      by: demoActorSchema,
      action: z.enum(DEMO_ACTIONS),
      detail: z.string(),
    }),
  ),
});

export const DEMO_SORTS = [
  'createdAt',
  'company',
  'expiresAt',
  'lastOpenedAt',
  'lastVisitAt',
  'visits',
  'actions',
] as const;

/** GET /__demos: newest first unless sorted otherwise, paged, searched by company or note. */
export const demoListQuerySchema = z.object({
  page: queryInt(1, 1, PAGE_MAX),
  size: queryInt(DEMO_PAGE_SIZE, 1, 100),
  search: z.string().trim().max(SEARCH_MAX).optional().default(''),
  sort: z.enum(DEMO_SORTS).optional().default('createdAt'),
  descending: z
    .enum(['true', 'false'])
    .optional()
    .default('true')
    .transform((v) => v === 'true'),
});

export const demoListSchema = z.object({
  data: z.array(demoSummarySchema),
  total: z.number(),
  totalPages: z.number(),
});

export const extendDemoRequestSchema = z.object({
  days: z
    .number({ error: DEMO_MESSAGES.days })
    .int(DEMO_MESSAGES.days)
    .min(DEMO_DAYS_MIN, DEMO_MESSAGES.days)
    .max(DEMO_DAYS_MAX, DEMO_MESSAGES.days),
});

export type CreateDemoRequest = z.input<typeof createDemoRequestSchema>;
export type CreatedDemo = z.infer<typeof createdDemoSchema>;
export type DemoTemplate = z.infer<typeof demoTemplateSchema>;
export type DemoSummary = z.infer<typeof demoSummarySchema>;
export type DemoDetail = z.infer<typeof demoDetailSchema>;
export type DemoStatus = z.infer<typeof demoStatusSchema>;
export type DemoListQuery = z.input<typeof demoListQuerySchema>;
