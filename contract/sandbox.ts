import { z } from 'zod';
import { plainText } from './free-text';
import { isoDate } from './envelope';

export const OUTBOX_KINDS = [
  'mfa',
  'password-reset',
  'invitation',
  'support-ticket',
  'partner-inquiry',
  'order-request',
  'security-alert',
  'sandbox-kept',
  'sales-contact',
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
/** As the control room's outbox lists it: with the sender. */
export const caughtEmailSchema = outboxMessageSchema.extend({ from: z.string() });
export type CaughtEmail = z.infer<typeof caughtEmailSchema>;

// ---- the control room (sandbox only: the real provider has none of this) ----

/** Job stages a creation can be made to fail at (each kind of job names its own). */
export const FAILURE_STAGES = [
  'allocating',
  'creating_disk',
  'booting',
  'configuring_network',
] as const;

export const failNextCreationSchema = z.object({
  resourceType: z.enum(['virtual_machine', 'network']),
  stage: z.enum(FAILURE_STAGES),
  message: plainText(z.string().trim().min(1, 'A failure message is required').max(300)),
});
export type FailNextCreation = z.infer<typeof failNextCreationSchema>;

export const serverErrorsSchema = z.object({
  /** Share of matching calls answered 503, 0.01 to 1. */
  rate: z.number().min(0.01).max(1),
  /** Path prefixes under /v1 (e.g. "/virtualMachines"); empty: every call. */
  paths: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(200)
        .startsWith('/')
        .meta({ examples: ['/virtualMachines'] }),
    )
    .max(20),
});

/** The world's switchboard: each one on until switched off (a failure until it has happened). */
export const scenariosSchema = z.object({
  failNextCreation: failNextCreationSchema.nullable(),
  consolesUnavailable: z.boolean(),
  latencyMs: z.number().int().min(0).max(10_000),
  serverErrors: serverErrorsSchema.nullable(),
  quotaExceeded: z.boolean(),
});
export type Scenarios = z.infer<typeof scenariosSchema>;
export const scenarioChangeSchema = scenariosSchema.partial();

/** A scenario that is on, as the badge and the control room list it. */
export const activeScenarioSchema = z.object({ key: z.string(), label: z.string() });
export type ActiveScenario = z.infer<typeof activeScenarioSchema>;

export const clockStateSchema = z.object({
  now: isoDate,
  paused: z.boolean(),
  /** How far the sandbox's time runs ahead of the real clock. */
  offsetMinutes: z.number(),
  /** Multiplies every simulated duration (a VM's boot, a job). */
  timeScale: z.number(),
});
export type ClockState = z.infer<typeof clockStateSchema>;

export const fastForwardSchema = z.object({
  minutes: z
    .number()
    .positive('Give a number of minutes')
    .max(60 * 24 * 30),
});
export const timeScaleSchema = z.object({ scale: z.number().min(0.01).max(100) });

export const datacenterInitializationSchema = z.object({
  minutes: z
    .number()
    .positive()
    .max(24 * 60)
    .default(20),
});
export const datacenterMaintenanceSchema = z.object({
  reason: plainText(z.string().trim().min(1).max(200)).default('scheduled maintenance'),
});

export const SNAPSHOT_NAME = /^[A-Za-z0-9 _-]{1,64}$/;
export const snapshotNameSchema = z.object({
  name: z
    .string()
    .trim()
    .max(64, { message: 'A snapshot name has at most 64 characters', abort: true })
    .regex(SNAPSHOT_NAME, 'A snapshot name has letters, digits, spaces, - and _ only'),
});
export const snapshotSchema = z.object({
  name: z.string(),
  savedAt: isoDate,
  sizeBytes: z.number(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const personaSchema = z.object({
  email: z.string(),
  password: z.string(),
  name: z.string(),
  demonstrates: z.string(),
});
export type Persona = z.infer<typeof personaSchema>;

/** What the portal learns from GET /__sandbox/info: present only when it talks to a sandbox. */
export const sandboxInfoSchema = z.object({
  sandbox: z.literal(true),
  controlRoomUrl: z.string(),
  portalUrl: z.string(),
  /** For the control room's datacenter scenarios. */
  datacenters: z.array(z.object({ id: z.number(), name: z.string() })),
  clock: clockStateSchema,
  scenarios: z.array(activeScenarioSchema),
  outboxCount: z.number(),
  /** One-click sign-in, offered when SANDBOX_DEMO=1. */
  personas: z.array(personaSchema),
  /**
   * A world of the hosted trial: when it expires unless used again, where to start a new one,
   * and whether its visitor kept it (it then lives longer after each visit).
   */
  hosted: z
    .object({ expiresAt: isoDate, startUrl: z.string(), kept: z.boolean().optional() })
    .optional(),
});
export type SandboxInfo = z.infer<typeof sandboxInfoSchema>;

/** One call the sandbox answered, as the control room's request log shows it. */
export const requestLogEntrySchema = z.object({
  id: z.number(),
  at: isoDate,
  method: z.string(),
  path: z.string(),
  status: z.number(),
  latencyMs: z.number(),
  user: z.string().nullable(),
  problems: z.array(z.string()),
});
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>;
export const requestLogDetailSchema = requestLogEntrySchema.extend({
  requestBody: z.unknown(),
  responseBody: z.unknown(),
});
export type RequestLogDetail = z.infer<typeof requestLogDetailSchema>;
