import { z } from 'zod';
import { isoDate } from './envelope';

/**
 * What a hosted world records of its visitors (a trial's and a demo's alike): that its link was
 * opened, sign-ins, the portal's pages viewed, and the actions its API calls took. Each event
 * has a time, a short detail (a VM's name, a route) and the visitor's cookie id; never a
 * password, token, code or message body.
 */

/** Actions: what a prospect did, as opposed to where they went. */
export const ACTIVITY_ACTIONS = [
  'vm.created',
  'vm.action',
  'network.created',
  'user.invited',
  'team.created',
  'ticket.created',
  'document.read',
  'console.opened',
] as const;
export const ACTIVITY_KINDS = ['opened', 'signed-in', 'page', ...ACTIVITY_ACTIONS] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const isAction = (kind: ActivityKind): kind is ActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(kind);

/** A visit is one session until this long without activity. */
export const SESSION_GAP_MS = 30 * 60_000;
/** The longest detail kept (a route, a name). */
export const ACTIVITY_DETAIL_MAX = 120;
/** Pages the portal may report in one batch. */
export const PAGE_BATCH_MAX = 20;

export const activityEventSchema = z.object({
  at: isoDate,
  kind: z.enum(ACTIVITY_KINDS),
  detail: z.string(),
  /** The visitor's number in this world (1, 2...: in order of first appearance); null: unknown. */
  visitor: z.number().nullable(),
});

export const activitySessionSchema = z.object({
  startedAt: isoDate,
  endedAt: isoDate,
  visitor: z.number().nullable(),
  activeMinutes: z.number(),
  events: z.array(activityEventSchema),
});

export const activitySummarySchema = z.object({
  firstVisitAt: isoDate.nullable(),
  lastVisitAt: isoDate.nullable(),
  visits: z.number(),
  activeMinutes: z.number(),
  pagesViewed: z.number(),
  actions: z.number(),
  visitors: z.number(),
});

/** GET /__demos/:id/activity: the demo's sessions, newest first, and what they add up to. */
export const demoActivitySchema = z.object({
  summary: activitySummarySchema,
  people: z.array(
    z.object({
      visitor: z.number(),
      firstSeenAt: isoDate,
      lastSeenAt: isoDate,
      visits: z.number(),
      actions: z.number(),
    }),
  ),
  sessions: z.array(activitySessionSchema),
});

/** How long ago a reported page may have been viewed (a batch waits a few seconds at most). */
export const PAGE_AGO_MAX_MS = 10 * 60_000;

/**
 * POST /__activity/pages: routes the portal showed, sent in small batches to its own world,
 * each with how long ago it was viewed (the sandbox's clock dates it, not the browser's).
 */
export const pageViewsRequestSchema = z.object({
  pages: z
    .array(
      z.object({
        path: z.string().trim().min(1).max(ACTIVITY_DETAIL_MAX).startsWith('/'),
        agoMs: z.number().int().min(0).max(PAGE_AGO_MAX_MS),
      }),
    )
    .min(1)
    .max(PAGE_BATCH_MAX),
});

export const FUNNEL_STEPS = [
  'created',
  'opened',
  'signed-in',
  'first-action',
  'three-actions',
  'came-back',
] as const;
export const FUNNEL_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  created: 'Created',
  opened: 'Opened',
  'signed-in': 'Signed in',
  'first-action': 'First action',
  'three-actions': 'Three or more actions',
  'came-back': 'Came back another day',
};
export const WORLD_KINDS = ['trial', 'demo'] as const;

/** The longest period a funnel or an export covers. */
export const INSIGHTS_PERIOD_MAX_DAYS = 366;

export const insightsQuerySchema = z.object({
  from: isoDate,
  to: isoDate,
  kind: z.enum(WORLD_KINDS).optional().default('demo'),
});
export const eventsExportQuerySchema = insightsQuerySchema.omit({ kind: true });

export const funnelSchema = z.object({
  kind: z.enum(WORLD_KINDS),
  from: isoDate,
  to: isoDate,
  steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), label: z.string(), worlds: z.number() })),
});

export const INSIGHTS_MESSAGES = {
  activity: 'Demo activity',
  funnel: 'Funnel',
  pagesRecorded: 'Pages recorded',
  notRecorded: 'This sandbox records no activity',
  period: `Choose a period of at most ${INSIGHTS_PERIOD_MAX_DAYS} days, "from" before "to"`,
} as const;

export type ActivityEvent = z.infer<typeof activityEventSchema>;
export type ActivitySession = z.infer<typeof activitySessionSchema>;
export type ActivitySummary = z.infer<typeof activitySummarySchema>;
export type DemoActivity = z.infer<typeof demoActivitySchema>;
export type Funnel = z.infer<typeof funnelSchema>;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type WorldKind = (typeof WORLD_KINDS)[number];
