/** A value now, or later: what a step returns when it needs to wait only sometimes. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * `next` applied to `value`: at once when the value is there, else once it resolves. A request
 * whose every step is ready goes through in the turn it was read in, with no promise made.
 */
export function andThen<T, U>(
  value: MaybePromise<T>,
  next: (resolved: T) => MaybePromise<U>,
): MaybePromise<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
