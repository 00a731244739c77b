import type { ClockState } from '@contract/sandbox';
import type { World } from '../../model/schema';
import type { WorldTime } from '../../simulation/world-time';

/**
 * The control room's hold on time. The sandbox's clock is the real one plus the world's offset,
 * or the instant it was paused; moving it is changing those two numbers, and everything that
 * comes due (a job completes, a VM finishes booting) is applied by settle() at the next request.
 */
export function pauseClock(world: World, now: Date): void {
  world.sandbox.clock.pausedAt ??= now.toISOString();
}

/** Time runs again from where it stood: the offset absorbs the pause. */
export function resumeClock(world: World, realNow: Date): void {
  const { pausedAt } = world.sandbox.clock;
  if (!pausedAt) return;
  world.sandbox.clock = { offsetMs: Date.parse(pausedAt) - realNow.getTime(), pausedAt: null };
}

export function fastForward(world: World, minutes: number): void {
  const ms = Math.round(minutes * 60_000);
  const clock = world.sandbox.clock;
  if (clock.pausedAt) clock.pausedAt = new Date(Date.parse(clock.pausedAt) + ms).toISOString();
  else clock.offsetMs += ms;
}

/** The multiplier of simulated durations started from now on (running ones keep theirs). */
export function setTimeScale(world: World, scale: number): void {
  world.sandbox.timeScale = scale;
}

/** The world's time as the control room shows it. */
export function clockState(time: WorldTime): ClockState {
  return {
    now: time.now,
    paused: time.paused,
    offsetMinutes: Math.round(time.offsetMs / 60_000),
    timeScale: time.scale,
  };
}
