/** The first retry comes this long after a failure; each later one waits twice as long... */
export const FIRST_RETRY_MS = 5_000;
/** ...up to this gap... */
export const MAX_RETRY_GAP_MS = 3_600_000;
/** ...and none is made this long after the event: the delivery is given up. */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** What an endpoint's answer means for a delivery. */
export type AnswerVerdict = 'delivered' | 'retry' | 'permanent';

/**
 * 2xx: taken. 408 (timeout), 429 (slow down) and 5xx: try again later. Any other answer
 * (a 4xx that says the request itself is wrong, a redirect not followed) is final.
 */
export function verdictOf(status: number): AnswerVerdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'permanent';
}

/**
 * When to try again after `attempts` failed attempts, the last at `failedAt`: 5 s, 10 s,
 * 20 s... doubling up to an hour between attempts. Null once that would be past a day after
 * the delivery was made: it is given up.
 */
export function retryAt(createdAt: Date, attempts: number, failedAt: Date): Date | null {
  const gap = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_GAP_MS);
  const next = new Date(failedAt.getTime() + gap);
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}
