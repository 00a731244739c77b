import type { JobProgress } from '@contract/jobs';

/** A time estimate further than this from the server's percentage is not trusted. */
export const MAX_ESTIMATE_DRIFT = 40;
/** Once the estimated completion has passed, the bar shows at least this much. */
export const OVERDUE_FLOOR = 95;
/** A failed job never reads as finished. */
const FAILED_CEILING = 99;

type Input = {
  progress: Pick<
    JobProgress,
    'isCompleted' | 'hasFailed' | 'progressPercentage' | 'createdAt' | 'estimatedCompletion'
  >;
  now: number;
  /** The value shown last time; the bar never moves backwards. */
  previous?: number;
};

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The percentage a job card or modal shows, an integer 0-100. */
export function displayedProgress({ progress, now, previous = 0 }: Input): number {
  // A failed job shows where it stopped: the server's last percentage, never a full bar
  // (neither the time estimate nor the overdue floor applies to a job that has ended).
  if (progress.hasFailed) return Math.min(FAILED_CEILING, clamp(progress.progressPercentage));
  if (progress.isCompleted) return 100;
  const server = progress.progressPercentage;
  let value = server;
  const estimate = progress.estimatedCompletion?.getTime();
  if (estimate !== undefined) {
    const start = progress.createdAt.getTime();
    const span = estimate - start;
    // The time estimate moves smoothly between polls; the drift check keeps a wrong clock
    // (or a stalled job) from making the bar lie.
    if (span > 0) {
      const byTime = ((now - start) / span) * 100;
      if (Math.abs(byTime - server) <= MAX_ESTIMATE_DRIFT) value = byTime;
    }
    if (now >= estimate) value = Math.max(value, OVERDUE_FLOOR);
  }
  return Math.max(clamp(value), clamp(previous));
}
