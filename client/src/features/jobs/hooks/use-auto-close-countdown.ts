import { useEffect, useEffectEvent, useState } from 'react';

/** The countdown starts this long after completion and lasts this many seconds. */
export const AUTO_CLOSE_DELAY_MS = 100;
export const AUTO_CLOSE_SECONDS = 3;

/**
 * While `runKey` is set (the id of a completed job on screen), waits 100 ms, then counts
 * 3, 2, 1 a second apart and calls `onDone`. Returns the seconds left, or null before the
 * countdown starts. Clearing `runKey` (modal closed by hand) cancels it; a new key restarts it.
 */
export function useAutoCloseCountdown(runKey: string | null, onDone: () => void): number | null {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (runKey === null) return;
    let left = AUTO_CLOSE_SECONDS;
    let tick: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      setSecondsLeft(left);
      tick = setInterval(() => {
        left -= 1;
        if (left > 0) return setSecondsLeft(left);
        clearInterval(tick);
        done();
      }, 1000);
    }, AUTO_CLOSE_DELAY_MS);
    return () => {
      clearTimeout(start);
      clearInterval(tick);
      setSecondsLeft(null);
    };
  }, [runKey]);

  return runKey === null ? null : secondsLeft;
}

export const autoCloseText = (seconds: number) =>
  `Auto-closing in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`;
