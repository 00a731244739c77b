import { createHash } from 'node:crypto';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { HttpError } from '../domain/shared/errors';

type Limit = { max: number; timeWindow: string };
type Limited = {
  /** Every caller's address: how fast one machine may try. */
  perIp: Limit;
  /** The account a request is about (read from its validated body), however many machines try. */
  perAccount?: Limit & { account: (request: FastifyRequest) => string | number | undefined };
};

const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
const lower = (value: unknown) =>
  typeof value === 'string' ? value.trim().toLowerCase() : undefined;

/**
 * The calls anyone can make to guess or to flood, with their limits. Past a limit the answer
 * is 429 with the time to wait; a legitimate user never gets near them (wrong sign-in codes
 * also lock the account: domain/auth/account-lock.ts).
 */
export const RATE_LIMITS = {
  login: {
    perIp: { max: 60, timeWindow: '1 minute' },
    perAccount: { max: 20, timeWindow: '1 minute', account: (r) => lower(body(r).email) },
  },
  mfa: { perIp: { max: 60, timeWindow: '1 minute' } },
  forgotPassword: {
    perIp: { max: 20, timeWindow: '1 minute' },
    perAccount: { max: 5, timeWindow: '15 minutes', account: (r) => lower(body(r).email) },
  },
  resetPassword: {
    perIp: { max: 20, timeWindow: '1 minute' },
    perAccount: {
      max: 10,
      timeWindow: '15 minutes',
      account: (r) => Number(body(r).id) || undefined,
    },
  },
  activation: {
    perIp: { max: 20, timeWindow: '1 minute' },
    perAccount: {
      max: 10,
      timeWindow: '15 minutes',
      account: (r) => Number(body(r).id) || undefined,
    },
  },
  inquiry: {
    perIp: { max: 10, timeWindow: '1 minute' },
    perAccount: { max: 5, timeWindow: '1 hour', account: (r) => lower(body(r).email) },
  },
  orderRequest: { perIp: { max: 10, timeWindow: '1 minute' } },
  supportTicket: {
    perIp: { max: 20, timeWindow: '1 minute' },
    perAccount: { max: 10, timeWindow: '10 minutes', account: (r) => r.auth?.userId },
  },
  // Client events: a signed-in user by account, anyone else by address.
  clientLog: {
    perIp: { max: 120, timeWindow: '1 minute' },
    perAccount: { max: 60, timeWindow: '1 minute', account: (r) => r.auth?.userId },
  },
} satisfies Record<string, Limited>;
export type LimitedCall = keyof typeof RATE_LIMITS;

export const tooManyRequests = (after: string) =>
  new HttpError(429, `Too many attempts. Please wait ${after} and try again.`);

/** Registered on the root (no limit by default): each limited route asks for its own. */
export const rateLimitOptions: RateLimitPluginOptions = {
  global: false,
  errorResponseBuilder: (_request, context) => tooManyRequests(context.after),
  addHeaders: {
    'x-ratelimit-limit': false,
    'x-ratelimit-remaining': false,
    'x-ratelimit-reset': false,
  },
};

/**
 * Whose attempts a counter holds. Per world: one world's visitors never use up another's. And per
 * signing key: a reset or a loaded snapshot (a new key, every session ended) gives the attempts
 * back, as it gives back the accounts' locks with the rest of the world's data. The counter's key
 * holds a digest of the signing key, never the key.
 */
function world(request: FastifyRequest): string {
  if (!request.world) return '';
  const signingKey = request.world.store.data.secrets.jwt;
  const epoch = createHash('sha256').update(signingKey).digest('base64url').slice(0, 16);
  return `${request.world.id}@${epoch}`;
}

/** One limit as a hook: counts the request under its key, refuses it past the limit. */
export function limiter(
  app: FastifyInstance,
  limit: Limit,
  key: (request: FastifyRequest) => string,
): onRequestHookHandler {
  const check = app.createRateLimit({ ...limit, keyGenerator: key });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', seconds);
    throw tooManyRequests(`${seconds} seconds`);
  };
}

/**
 * The hooks that hold a call to its limits: per address before anything else, per account once
 * the body is parsed and valid. Spread into the route's options (with any hooks of its own).
 */
export function limitsOf(
  app: FastifyInstance,
  call: LimitedCall,
  own: { onRequest?: onRequestHookHandler[] } = {},
) {
  const limits: Limited = RATE_LIMITS[call];
  const { perAccount } = limits;
  return {
    onRequest: [
      limiter(app, limits.perIp, (r) => `${world(r)}:${call}:ip:${r.ip}`),
      ...(own.onRequest ?? []),
    ],
    preHandler: perAccount
      ? [
          limiter(
            app,
            perAccount,
            (r) => `${world(r)}:${call}:account:${perAccount.account(r) ?? r.ip}`,
          ),
        ]
      : [],
  };
}
