/**
 * The one source of real "now" for the whole sandbox: nothing else reads Date.now() or makes a
 * `new Date()` of the present, so tests move time forward and every derived state (token
 * expiry, MFA expiry, job progress, journal and snapshot times) follows consistently. A world's
 * own time (its offset, pause and scale) is worked out from it: world-time.ts.
 */
export interface Clock {
  now(): Date;
}

export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(date: Date | string): void;
}

export function realClock(): Clock {
  return { now: () => new Date() };
}

export function fakeClock(start: Date | string = '2026-03-15T10:00:00.000Z'): FakeClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = new Date(date).getTime();
    },
  };
}

/** Seconds since the epoch, as JWT claims count time. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * SANDBOX_TIME_SCALE shortens (or stretches) simulated durations such as a VM's boot time:
 * 0.05 makes a 60 s provisioning take 3 s. It never changes how fast the clock runs, and
 * security rules (token and code lifetimes) are not scaled.
 */
export const scaledDuration = (ms: number, timeScale: number): number => Math.round(ms * timeScale);
