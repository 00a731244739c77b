/**
 * Reads by key where every answer was read after its caller asked, yet a burst of callers costs
 * few round trips: a caller who asks while a read of that key is in flight waits for the next
 * one, which every such caller shares. (Joining the read in flight would be cheaper, but could
 * answer with what was true before the caller's own earlier write elsewhere.)
 */
export function freshReads<K, V>(read: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>();
  const queued = new Map<K, Promise<V>>();
  const start = (key: K): Promise<V> => {
    const reading = read(key);
    inFlight.set(key, reading);
    const clear = () => {
      if (inFlight.get(key) === reading) inFlight.delete(key);
    };
    reading.then(clear, clear);
    return reading;
  };
  return (key) => {
    const next = queued.get(key);
    if (next) return next;
    const running = inFlight.get(key);
    if (!running) return start(key);
    const after = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued.delete(key);
        return start(key);
      });
    queued.set(key, after);
    return after;
  };
}
