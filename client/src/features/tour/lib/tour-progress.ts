/** Where the tour is: closed, or on one of `count` steps. */
export type TourProgress = { open: false } | { open: true; index: number; count: number };

export type TourMove = 'start' | 'next' | 'back' | 'end';

/** One move of the tour; Next on the last step ends it, Back on the first stays. */
export function moveTour(progress: TourProgress, move: TourMove, count: number): TourProgress {
  if (move === 'start') return count > 0 ? { open: true, index: 0, count } : { open: false };
  if (!progress.open || move === 'end') return { open: false };
  if (move === 'next')
    return progress.index + 1 < progress.count
      ? { ...progress, index: progress.index + 1 }
      : { open: false };
  return { ...progress, index: Math.max(0, progress.index - 1) };
}

/** "Step 2 of 7". */
export const stepCounter = (index: number, count: number) => `Step ${index + 1} of ${count}`;
