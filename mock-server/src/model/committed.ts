import type { Records } from './records';

/**
 * Which collections belong to a committed world. Caches derived from a collection (permissions,
 * the next instant something comes due) key on its identity, and may do so only once nothing
 * can change it: a draft or a world still being built can.
 *
 * Records and the world's root are frozen when committed. A collection (its list of chunks and
 * the chunks) is frozen only when `guardCollections(true)` was called (the test suites do): V8
 * copies a frozen array several times slower than a plain one, and every change copies the
 * chunks it touches. The tests' freeze makes an in-place change of a committed collection (a
 * `push()` outside a mutation) fail there, loudly.
 */
const committed = new WeakSet<object>();
let freezeCollections = false;

export function guardCollections(on: boolean): void {
  freezeCollections = on;
}

export function markCommitted(list: Records<{ id: number }>): void {
  committed.add(list);
  if (!freezeCollections) return;
  for (const chunk of list.chunks) Object.freeze(chunk);
  Object.freeze(list.chunks);
  Object.freeze(list);
}

export function isCommitted(list: object): boolean {
  return committed.has(list);
}
