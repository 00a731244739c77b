import { useEffect, useState } from 'react';

/** A refresh icon keeps spinning at least this long after loading ends. */
export const MIN_SPIN_MS = 300;

/**
 * True while `loading`, and for `minMs` after it turns false, so a fast refresh still shows
 * visible feedback instead of a flicker.
 */
export function useMinSpin(loading: boolean, minMs = MIN_SPIN_MS): boolean {
  const [wasLoading, setWasLoading] = useState(loading);
  // Each loading→idle edge gets a number; the spin lingers until that edge's timer has run.
  const [endedCount, setEndedCount] = useState(0);
  const [settledCount, setSettledCount] = useState(0);

  if (wasLoading !== loading) {
    setWasLoading(loading);
    if (!loading) setEndedCount((n) => n + 1);
  }

  useEffect(() => {
    if (endedCount === 0) return;
    const timer = setTimeout(() => setSettledCount(endedCount), minMs);
    return () => clearTimeout(timer);
  }, [endedCount, minMs]);

  return loading || endedCount !== settledCount;
}
