/**
 * One page of rows (pages count from 1) and the totals a paged table needs. An empty list still
 * has its one, empty, page: the portal steps back to the last page, which must exist.
 */
export function pageRows<T>(
  rows: readonly T[],
  q: { page: number; size: number },
  /** Pages of the rows in reverse order, without copying them all to reverse them. */
  fromEnd = false,
) {
  const start = (q.page - 1) * q.size;
  return {
    data: fromEnd
      ? rows
          .slice(Math.max(0, rows.length - start - q.size), Math.max(0, rows.length - start))
          .reverse()
      : rows.slice(start, start + q.size),
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / q.size)),
  };
}
