import path from 'node:path';
import { z } from 'zod';

/** Everything the mock can be told through its environment, with the defaults of a laptop demo. */
export type Config = {
  port: number;
  /** Address to listen on: loopback unless HOST opts in to others (the banner then warns). */
  host: string;
  /** Host names requests may carry in Host, besides localhost and the public origin's. */
  allowedHosts: string[];
  portalUrl: string;
  /** Where the mock itself is reached; branding URLs are made absolute with it. */
  publicOrigin: string;
  dataDir: string;
  /** The multiplier of simulated durations for worlds that set none of their own. */
  defaultTimeScale: number;
  seed: number;
  /** How large the customer demo login's company grows (seed/seed-scale.ts); 0 keeps its size. */
  seedScale: { vms: number; networks: number; users: number };
  /** Fixed MFA code for scripted demos and tests; null means a fresh random code per login. */
  mfaCode: string | null;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  /** Discard any existing data file at start and reseed (the browser tests want a known world). */
  fresh: boolean;
  /** Check every reply against the contract (browser tests); costs throughput, so off by default. */
  checkResponses: boolean;
  /** Offer one-click sign-in as the demo personas (SANDBOX_DEMO=1; `npm start` sets it). */
  demo: boolean;
  /** A portal build (API at `/v1`) to serve from the sandbox's own origin; null: API only. */
  portalDir: string | null;
  /**
   * scrypt's cost (N) for the password hashes the sandbox makes. Test runs lower it
   * (SANDBOX_PASSWORD_COST=1024): each sign-in checks a hash, and they sign in thousands of times.
   */
  passwordCost: number;
  /** On SIGTERM: ms of answering 503 on /readyz (requests still served) before the stop. */
  drainMs: number;
  /** A loopback port serving only GET /metrics, without a key; 0: none. */
  metricsPort: number;
};

export const DEFAULT_SEED = 20260101;
/** scrypt's cost (N) for new password hashes; only test runs lower it (SANDBOX_PASSWORD_COST). */
export const DEFAULT_PASSWORD_COST = 16384;

const intFrom = (fallback: number, min: number) =>
  z.coerce.number().int().min(min).default(fallback);
// An empty variable counts as unset, as shells and .env files often leave them.
export const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The environment read with `schema`; a bad value stops the start with every problem named. */
export function parseEnvironment<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
  what: string,
): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid ${what} configuration: ${problems}`);
}

const port = (fallback: number) =>
  z.preprocess(blankToUndefined, intFrom(fallback, 1).pipe(z.number().max(65535)));

const envSchema = z.object({
  // One port each moves the sandbox and the portal: the addresses that point at them follow
  // unless set (the portal finds the sandbox the same way: scripts/build/sandbox-address.ts).
  MOCK_PORT: port(4000),
  CLIENT_PORT: port(5173),
  HOST: z.preprocess(blankToUndefined, z.string().max(255).default('127.0.0.1')),
  SANDBOX_ALLOWED_HOSTS: z.preprocess(blankToUndefined, z.string().max(2000).default('')),
  PORTAL_URL: z.preprocess(blankToUndefined, z.url().optional()),
  MOCK_PUBLIC_ORIGIN: z.preprocess(blankToUndefined, z.url().optional()),
  SANDBOX_DATA_DIR: z.preprocess(blankToUndefined, z.string().default('.sandbox-data')),
  SANDBOX_TIME_SCALE: z.preprocess(blankToUndefined, z.coerce.number().positive().default(1)),
  SANDBOX_SEED: z.preprocess(blankToUndefined, intFrom(DEFAULT_SEED, 0)),
  // How large the customer demo login's company is seeded (0: as the fixtures make it).
  SANDBOX_SEED_VMS: z.preprocess(blankToUndefined, intFrom(0, 0).pipe(z.number().max(1_000_000))),
  SANDBOX_SEED_NETWORKS: z.preprocess(blankToUndefined, intFrom(0, 0).pipe(z.number().max(32_768))),
  SANDBOX_SEED_USERS: z.preprocess(blankToUndefined, intFrom(0, 0).pipe(z.number().max(100_000))),
  SANDBOX_MFA_CODE: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{6}$/, 'SANDBOX_MFA_CODE must be 6 digits')
      .optional(),
  ),
  ACCESS_TOKEN_TTL_S: z.preprocess(blankToUndefined, intFrom(900, 1)),
  REFRESH_TOKEN_TTL_S: z.preprocess(blankToUndefined, intFrom(7 * 24 * 3600, 1)),
  SANDBOX_FRESH: z.preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  SANDBOX_DEMO: z.preprocess(blankToUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
  SANDBOX_PORTAL_DIR: z.preprocess(blankToUndefined, z.string().optional()),
  SANDBOX_CHECK_RESPONSES: z.preprocess(
    blankToUndefined,
    z.enum(['0', '1', 'true', 'false']).optional(),
  ),
  // On SIGTERM, how long /readyz says 503 while requests are still served, before the stop.
  SANDBOX_DRAIN_MS: z.preprocess(blankToUndefined, intFrom(0, 0).pipe(z.number().max(60_000))),
  // The metrics, without a key, on this loopback port too (0: only GET /metrics with the key).
  METRICS_PORT: z.preprocess(blankToUndefined, intFrom(0, 0).pipe(z.number().max(65_535))),
  SANDBOX_PASSWORD_COST: z.preprocess(
    blankToUndefined,
    intFrom(DEFAULT_PASSWORD_COST, 1024)
      .pipe(z.number().max(1_048_576))
      .refine((n) => (n & (n - 1)) === 0, 'SANDBOX_PASSWORD_COST must be a power of two'),
  ),
});

/** Reads the environment once, at start; a bad value stops the mock with a clear message. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const e = parseEnvironment(envSchema, env, 'sandbox');
  return {
    port: e.MOCK_PORT,
    host: e.HOST,
    allowedHosts: e.SANDBOX_ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    portalUrl: (e.PORTAL_URL ?? `http://localhost:${e.CLIENT_PORT}`).replace(/\/+$/, ''),
    publicOrigin: (e.MOCK_PUBLIC_ORIGIN ?? `http://localhost:${e.MOCK_PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.SANDBOX_DATA_DIR),
    defaultTimeScale: e.SANDBOX_TIME_SCALE,
    seed: e.SANDBOX_SEED,
    seedScale: {
      vms: e.SANDBOX_SEED_VMS,
      networks: e.SANDBOX_SEED_NETWORKS,
      users: e.SANDBOX_SEED_USERS,
    },
    mfaCode: e.SANDBOX_MFA_CODE ?? null,
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: e.REFRESH_TOKEN_TTL_S,
    fresh: e.SANDBOX_FRESH === '1' || e.SANDBOX_FRESH === 'true',
    checkResponses: e.SANDBOX_CHECK_RESPONSES === '1' || e.SANDBOX_CHECK_RESPONSES === 'true',
    demo: e.SANDBOX_DEMO === '1' || e.SANDBOX_DEMO === 'true',
    portalDir: e.SANDBOX_PORTAL_DIR ? path.resolve(e.SANDBOX_PORTAL_DIR) : null,
    passwordCost: e.SANDBOX_PASSWORD_COST,
    drainMs: e.SANDBOX_DRAIN_MS,
    metricsPort: e.METRICS_PORT,
  };
}

/** Whether an address only this machine can reach. */
export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host.startsWith('127.');
