/**
 * Which collections belong to a committed world. Caches derived from a collection (permissions,
 * the next instant something comes due) key on its identity, and may do so only once nothing
 * can change it: a draft or a world still being built can.
 *
 * Records and the world's root are frozen when committed. The collection arrays themselves are
 * frozen only when `guardCollections(true)` was called (the test suites do): V8 copies a frozen
 * array about nine times slower than a plain one, and every change copies the array of the
 * collection it touches (8 ms at 100,000 VMs against under 1 ms). The tests' freeze makes an
 * in-place change of a committed collection (a `sort()`, a `push()` outside a mutation) fail
 * there, loudly.
 */
const committed = new WeakSet<object>();
let freezeCollections = false;

export function guardCollections(on: boolean): void {
  freezeCollections = on;
}

export function markCommitted(list: readonly unknown[]): void {
  committed.add(list);
  if (freezeCollections) Object.freeze(list);
}

export function isCommitted(list: readonly unknown[]): boolean {
  return committed.has(list);
}
