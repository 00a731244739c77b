/**
 * The one source of "now" for the whole mock. Nothing reads Date.now() directly, so tests and
 * demos can move time forward and every derived state (token expiry, MFA expiry, job progress)
 * follows consistently.
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

/** Where the sandbox's time stands against the real clock: ahead by an offset, or stopped. */
export type ClockSetting = { offsetMs: number; pausedAt: string | null };

/**
 * The sandbox's clock: the real one moved ahead by the world's offset, or stopped where it was
 * paused. Everything derived from time (jobs, VM transitions, expiries) follows it, so pausing
 * freezes the simulated world and fast-forwarding lets whatever is due come due.
 */
export function worldClock(base: Clock, setting: () => ClockSetting): Clock {
  return {
    now: () => {
      const { offsetMs, pausedAt } = setting();
      return pausedAt ? new Date(pausedAt) : new Date(base.now().getTime() + offsetMs);
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
