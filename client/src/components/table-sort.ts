export type SortDirection = 'ascending' | 'descending';
export type SortState = { key: string; direction: SortDirection } | null;
export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  // Missing values sink to the end whichever way the column is sorted.
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A stable sorted copy; the caller's array is left alone (it may be react-query's cache). */
export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const a = value(x.row);
      const b = value(y.row);
      if (a == null || b == null) return compare(a, b) || x.index - y.index;
      return sign * compare(a, b) || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** Header clicks go unsorted → ascending → descending → ascending. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/** A sort the server applies: one column, either way. */
export type ServerSort<C extends string> = { column: C; descending: boolean };

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function toggleServerSort<C extends string>(current: ServerSort<C>, column: C) {
  return current.column === column
    ? { column, descending: !current.descending }
    : { column, descending: false };
}

/** The shared table's view of a server sort (drives aria-sort and the header icons). */
export const toSortState = <C extends string>(sort: ServerSort<C>): SortState => ({
  key: sort.column,
  direction: sort.descending ? 'descending' : 'ascending',
});
