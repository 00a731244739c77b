import { randomBytes } from 'node:crypto';
import type { Clock } from '../simulation/clock';

/** How long the landing page's visitor has to arrive at their world. */
export const HAND_OFF_MS = 60_000;

type Pending = { worldId: string; key: string; until: number };

/**
 * Carries a new world's key from the apex to the world's own host, where it becomes an HttpOnly
 * cookie. The apex cannot set a cookie for another host, and the key itself must not sit in an
 * address (history, logs, Referer): the visitor is sent instead to the world with a one-time
 * code, good for one minute, that the world exchanges for the key. Kept in memory: a code lost
 * to a restart only means the control room asks for the key.
 */
export class HandOffs {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly clock: Clock) {}

  /** A one-time code that hands `key` over to that world. */
  issue(worldId: string, key: string): string {
    const now = this.clock.now().getTime();
    // Codes are few (one per created world, for a minute): dropping the stale ones here is cheap.
    for (const [code, p] of this.pending) if (p.until <= now) this.pending.delete(code);
    const code = randomBytes(24).toString('base64url');
    this.pending.set(code, { worldId, key, until: now + HAND_OFF_MS });
    return code;
  }

  /** The key the code hands over to this world, once; null when used, stale or another's. */
  redeem(worldId: string, code: string): string | null {
    const p = this.pending.get(code);
    if (!p || p.worldId !== worldId) return null;
    this.pending.delete(code);
    return p.until > this.clock.now().getTime() ? p.key : null;
  }
}
