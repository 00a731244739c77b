/**
 * How long the storage takes to make changes durable, for whoever watches (the metrics): a
 * commit (the journal's append and fsync, or PostgreSQL's transaction) and a snapshot. The
 * engine reports; it knows nothing of who listens or how they count.
 */
export type StorageTiming = {
  kind: 'commit' | 'snapshot';
  backend: 'file' | 'memory' | 'postgres';
  seconds: number;
};
type Listener = (timing: StorageTiming) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with every timing from now on; returns what stops it. */
export function watchStorageTimings(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Times `write`, reporting its duration whether it succeeds or fails. It returns `write`'s own
 * promise, the report hanging beside it: the engine's order of steps stays exactly what it was.
 */
export function timed<T>(
  kind: StorageTiming['kind'],
  backend: StorageTiming['backend'],
  write: () => Promise<T>,
): Promise<T> {
  if (listeners.size === 0) return write();
  const started = performance.now();
  const written = write();
  const report = () => {
    const timing = { kind, backend, seconds: (performance.now() - started) / 1000 };
    for (const listener of listeners) listener(timing);
  };
  written.then(report, report);
  return written;
}
