type Row = { id: number };

/**
 * Binary search in a list kept in id order: the index of the id, or, when it is not there,
 * -(where it would go) - 1. A number, not an object: lookups run on every request.
 */
export function positionOf(list: readonly Row[], id: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const midId = (list[mid] as Row).id;
    if (midId === id) return mid;
    if (midId < id) lo = mid + 1;
    else hi = mid;
  }
  return -lo - 1;
}

/** Where the id is, or where it would go, in a list kept in id order. */
export function indexOfId(list: readonly Row[], id: number): { found: boolean; index: number } {
  const at = positionOf(list, id);
  return at >= 0 ? { found: true, index: at } : { found: false, index: -at - 1 };
}

/** The record with that id in a list kept in id order, in O(log n). */
export function byId<T extends Row>(list: readonly T[], id: number): T | undefined {
  const at = positionOf(list, id);
  return at >= 0 ? list[at] : undefined;
}
