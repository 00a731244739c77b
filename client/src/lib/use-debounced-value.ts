import { useEffect, useState } from 'react';

/** Searches and paged lists settle for 200 ms before they fetch. */
export const DEFAULT_DEBOUNCE_MS = 200;

/**
 * The value as it was `delayMs` after it last changed. `initial` is what callers see before
 * the first delay has passed (defaults to the value itself); pass null to wait even on mount.
 * Objects must be memoised by the caller, or every render restarts the delay.
 */
export function useDebouncedValue<T>(
  value: T,
  delayMs = DEFAULT_DEBOUNCE_MS,
  initial: T = value,
): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
