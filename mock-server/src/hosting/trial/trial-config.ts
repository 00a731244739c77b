import { z } from 'zod';
import { blankToUndefined, parseEnvironment } from '../../config';

/** The hosted trial's own settings (`npm run trial`); every sandbox variable applies too. */
export type TrialConfig = {
  port: number;
  /** The apex host name: the landing page and /__worlds; each world is `<id>.<apexHost>`. */
  apexHost: string;
  /** Scheme and host the visitors use (behind a TLS proxy), or null: http on `port`. */
  publicUrl: URL | null;
  /** Opens the operator's calls (x-sandbox-key on the apex); null: no operator calls. */
  operatorKey: string | null;
  /** Worlds one client address may start in an hour (the operator is exempt). */
  createPerHour: number;
  /** A world expires this long after its last request. */
  ttlMs: number;
  /** A world its visitor kept expires this long after its last request instead. */
  keptTtlMs: number;
  /** Worlds kept in memory; the least recently used idle one is closed past it. */
  maxLoaded: number;
  /** Worlds that may exist at once; past it, creation answers 503. */
  maxWorlds: number;
  /** A world's stored size past which its writes are refused. */
  maxWorldBytes: number;
  /** The template new worlds copy unless they name another. */
  template: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** Whether what visitors do in the worlds is recorded for the sales team (TRIAL_RECORD_ACTIVITY). */
  recordActivity: boolean;
  /** The demo persona a new world's visitor is signed in as (needs SANDBOX_DEMO=1). */
  persona: string;
  /** PostgreSQL shared by several processes (DATABASE_URL), or null: the data folder's files. */
  databaseUrl: string | null;
  /** Where the trial's events are POSTed, signed with the secret; null: no webhooks. */
  webhook: { url: string; secret: string } | null;
};

const positive = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().positive().default(fallback));
const count = (fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(1).default(fallback));

const envSchema = z.object({
  TRIAL_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(65535).default(4500),
  ),
  TRIAL_HOST: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/i, 'TRIAL_HOST must be a host name')
      .optional(),
  ),
  TRIAL_PUBLIC_URL: z.preprocess(blankToUndefined, z.url().optional()),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: 'DATABASE_URL must be a postgres:// URL',
      })
      .optional(),
  ),
  TRIAL_OPERATOR_KEY: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'TRIAL_OPERATOR_KEY must have at least 16 characters').optional(),
  ),
  TRIAL_CREATE_PER_HOUR: count(10),
  TRIAL_TTL_HOURS: positive(336),
  TRIAL_KEPT_DAYS: positive(30),
  TRIAL_MAX_LOADED: count(200),
  TRIAL_MAX_WORLDS: count(10_000),
  TRIAL_MAX_WORLD_MB: positive(50),
  TRIAL_TEMPLATE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9 _-]{1,64}$/, 'TRIAL_TEMPLATE must be a snapshot name')
      .default('seed'),
  ),
  TRIAL_TRUST_PROXY: z.preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  TRIAL_RECORD_ACTIVITY: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1', 'true', 'false']).optional(),
  ),
  TRIAL_PERSONA: z.preprocess(
    blankToUndefined,
    z.email('TRIAL_PERSONA must be the email of a demo persona').default('trial@example.com'),
  ),
  TRIAL_WEBHOOK_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'TRIAL_WEBHOOK_URL must be an http:// or https:// URL',
      })
      .optional(),
  ),
  TRIAL_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(16, 'TRIAL_WEBHOOK_SECRET must have at least 16 characters').optional(),
  ),
});

/** Reads the trial's variables once, at start; a bad value stops it with a clear message. */
export function readTrialConfig(env: Record<string, string | undefined>): TrialConfig {
  const e = parseEnvironment(envSchema, env, 'trial');
  // An unsigned webhook could be forged by anyone who learns the URL: the secret goes with it.
  if (e.TRIAL_WEBHOOK_URL && !e.TRIAL_WEBHOOK_SECRET)
    throw new Error(
      'Invalid trial configuration: TRIAL_WEBHOOK_SECRET is required with TRIAL_WEBHOOK_URL',
    );
  const publicUrl = e.TRIAL_PUBLIC_URL ? new URL(e.TRIAL_PUBLIC_URL) : null;
  return {
    port: e.TRIAL_PORT,
    apexHost: (e.TRIAL_HOST ?? publicUrl?.hostname ?? 'localhost').toLowerCase(),
    publicUrl,
    operatorKey: e.TRIAL_OPERATOR_KEY ?? null,
    createPerHour: e.TRIAL_CREATE_PER_HOUR,
    ttlMs: Math.round(e.TRIAL_TTL_HOURS * 3_600_000),
    keptTtlMs: Math.round(e.TRIAL_KEPT_DAYS * 24 * 3_600_000),
    maxLoaded: e.TRIAL_MAX_LOADED,
    maxWorlds: e.TRIAL_MAX_WORLDS,
    maxWorldBytes: Math.round(e.TRIAL_MAX_WORLD_MB * 1024 * 1024),
    template: e.TRIAL_TEMPLATE,
    persona: e.TRIAL_PERSONA,
    trustProxy: e.TRIAL_TRUST_PROXY === '1' || e.TRIAL_TRUST_PROXY === 'true',
    recordActivity: e.TRIAL_RECORD_ACTIVITY !== '0' && e.TRIAL_RECORD_ACTIVITY !== 'false',
    databaseUrl: e.DATABASE_URL ?? null,
    webhook:
      e.TRIAL_WEBHOOK_URL && e.TRIAL_WEBHOOK_SECRET
        ? { url: e.TRIAL_WEBHOOK_URL, secret: e.TRIAL_WEBHOOK_SECRET }
        : null,
  };
}

/** Where visitors reach the apex: the public URL's scheme and host, or http on the port. */
export function apexOrigin(trial: TrialConfig): string {
  return trial.publicUrl
    ? `${trial.publicUrl.protocol}//${trial.publicUrl.host}`
    : `http://${trial.apexHost}:${trial.port}`;
}

/** Where visitors reach a world: its id as a label in front of the apex's host. */
export function worldOrigin(trial: TrialConfig, id: string): string {
  return trial.publicUrl
    ? `${trial.publicUrl.protocol}//${id}.${trial.publicUrl.host}`
    : `http://${id}.${trial.apexHost}:${trial.port}`;
}
