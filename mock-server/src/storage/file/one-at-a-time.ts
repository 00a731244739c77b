/**
 * Runs the calls for one key one after another (the calls for other keys are not held up): a
 * record read, changed and rewritten by one call is never rewritten meanwhile by another, whose
 * change would be lost, nor its file written twice at once.
 */
export function oneAtATime() {
  const tails = new Map<string, Promise<unknown>>();
  return <T>(key: string, fn: () => Promise<T>): Promise<T> => {
    const run = (tails.get(key) ?? Promise.resolve()).then(fn);
    const tail = run.catch(() => {});
    tails.set(key, tail);
    void tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
    return run;
  };
}
