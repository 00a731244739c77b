import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limiter } from '../../plugins/rate-limits';

type Limit = { max: number; timeWindow: string };

/**
 * How fast the console's open calls may be tried: per address, and per account (the email
 * signed in with, the activation token tried), however many machines try. Counted in the
 * trial's shared store where processes share one.
 */
const LIMITS: Record<'signIn' | 'activate', { perIp: Limit; perAccount: Limit }> = {
  signIn: {
    perIp: { max: 30, timeWindow: '1 minute' },
    perAccount: { max: 10, timeWindow: '15 minutes' },
  },
  activate: {
    perIp: { max: 20, timeWindow: '1 minute' },
    perAccount: { max: 10, timeWindow: '15 minutes' },
  },
};

const accountOf = (request: FastifyRequest): string => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const account = body.email ?? body.token;
  return typeof account === 'string' ? account.trim().toLowerCase().slice(0, 200) : request.ip;
};

/** The hooks of a limited console call: per address first, per account once the body is valid. */
export function sellerSignInLimits(app: FastifyInstance, call: keyof typeof LIMITS) {
  const limits = LIMITS[call];
  return {
    onRequest: [limiter(app, limits.perIp, (r) => `console:${call}:ip:${r.ip}`)],
    preHandler: [limiter(app, limits.perAccount, (r) => `console:${call}:account:${accountOf(r)}`)],
  };
}
