import type { SandboxState } from '../model/schema';

/**
 * A world's time, the one value every rule reads: its instant, how fast simulated durations
 * run, and how its clock stands against the real one (ahead by an offset, or paused).
 */
export type WorldTime = {
  now: Date;
  /** The multiplier of simulated durations (a VM's boot, a job): 0.1 makes them ten times shorter. */
  scale: number;
  paused: boolean;
  /** How far the world's clock runs ahead of the real one (while it runs). */
  offsetMs: number;
};

/**
 * The world's time at the real instant `realNow`: the real clock moved ahead by the world's
 * offset, or stopped where it was paused, and the world's time scale, else the process's.
 * Pausing freezes the simulated world; fast-forwarding lets whatever is due come due.
 */
export function worldTimeAt(realNow: Date, sandbox: SandboxState, defaultScale: number): WorldTime {
  const { offsetMs, pausedAt } = sandbox.clock;
  // Running with no offset (most worlds), the real instant is the world's: one Date less a reading.
  const running = offsetMs === 0 ? realNow : new Date(realNow.getTime() + offsetMs);
  return {
    now: pausedAt ? new Date(pausedAt) : running,
    scale: sandbox.timeScale ?? defaultScale,
    paused: pausedAt !== null,
    offsetMs,
  };
}
