import type { JobProgress } from '@contract/jobs';

export const COMPLETING_TEXT = 'Completing...';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Time remaining, from the server's timeRemaining in seconds; when it is missing the
 * estimatedCompletion stands in. Returns null when neither exists (nothing is shown).
 * Rounding: seconds are rounded UP first (0.2 s left is "1 second", not "Completing...");
 * then hours and minutes are rounded DOWN: 3599 s -> "59 minutes", 7260 s -> "2h 1m",
 * 119 s -> "1 minute". "Completing..." when the rounded value is <= 0 or the estimated
 * completion has passed.
 */
export function formatTimeRemaining(
  progress: Pick<JobProgress, 'timeRemaining' | 'estimatedCompletion'>,
  now: number,
): string | null {
  const estimate = progress.estimatedCompletion?.getTime();
  if (estimate !== undefined && estimate <= now) return COMPLETING_TEXT;
  const raw =
    progress.timeRemaining ?? (estimate !== undefined ? (estimate - now) / 1000 : undefined);
  if (raw === undefined) return null;
  const seconds = Math.ceil(raw);
  if (seconds <= 0) return COMPLETING_TEXT;
  if (seconds >= 3600) {
    return `${Math.floor(seconds / 3600)}h ${Math.floor((seconds % 3600) / 60)}m`;
  }
  if (seconds >= 60) return plural(Math.floor(seconds / 60), 'minute');
  return plural(seconds, 'second');
}
