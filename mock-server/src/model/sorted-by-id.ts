type Row = { id: number };

/** Binary search in a list kept in id order: where the id is, or where it would go. */
export function indexOfId(list: readonly Row[], id: number): { found: boolean; index: number } {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const midId = (list[mid] as Row).id;
    if (midId === id) return { found: true, index: mid };
    if (midId < id) lo = mid + 1;
    else hi = mid;
  }
  return { found: false, index: lo };
}

/** The record with that id in a list kept in id order, in O(log n). */
export function byId<T extends Row>(list: readonly T[], id: number): T | undefined {
  const at = indexOfId(list, id);
  return at.found ? list[at.index] : undefined;
}
