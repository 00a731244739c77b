import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NewestMap } from '../model/newest-map';
import { tooManyRequests } from './rate-limits';

/** Wrong keys (the operator's, a world's) one address may send in the window. */
export const WRONG_KEYS = { max: 20, timeWindowMs: 10 * 60_000 };

/** Addresses kept locked out at most; the oldest go first past it. */
const MAX_LOCKED = 10_000;

/**
 * Wrong keys counted per address, in the rate-limit plugin's counters (shared by every process
 * with PostgreSQL). Past the limit the address gets 429 for the rest of the window, and a key it
 * sends is not even tried, so guessing gains nothing from a right answer hidden among refusals.
 * A key that works is never counted: a visitor's own control room is not slowed down.
 */
export class WrongKeys {
  private count: ReturnType<FastifyInstance['createRateLimit']> | null = null;
  /** Addresses past the limit, and until when (ms): checked before any key is. */
  private readonly lockedUntil = new NewestMap<string, number>(MAX_LOCKED);

  constructor(private readonly app: FastifyInstance) {}

  /** Refuses (429) an address past its limit before its key is looked at. */
  checkAddress(request: FastifyRequest, reply: FastifyReply): void {
    const until = this.lockedUntil.get(request.ip);
    if (until === undefined) return;
    const left = until - Date.now();
    if (left <= 0) this.lockedUntil.delete(request.ip);
    else throw this.refusal(reply, left);
  }

  /** Counts a wrong key from this address; past the limit, 429 instead of the caller's refusal. */
  async counted(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    // Made on first use: the rate-limit plugin is loaded by then.
    this.count ??= this.app.createRateLimit({
      max: WRONG_KEYS.max,
      timeWindow: WRONG_KEYS.timeWindowMs,
      keyGenerator: (r) => `wrong-key:ip:${r.ip}`,
    });
    const result = await this.count(request);
    if (result.isAllowed || !result.isExceeded) return;
    const left = Math.max(1000, result.ttl);
    this.lockedUntil.set(request.ip, Date.now() + left);
    throw this.refusal(reply, left);
  }

  private refusal(reply: FastifyReply, leftMs: number) {
    const seconds = Math.ceil(leftMs / 1000);
    reply.header('retry-after', seconds);
    return tooManyRequests(
      seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`,
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Wrong operator and world keys, counted per address. */
    wrongKeys: WrongKeys;
  }
}
