/**
 * One page of rows (pages count from 1) and the totals a paged table needs. An empty list still
 * has its one, empty, page: the portal steps back to the last page, which must exist.
 */
export function pageRows<T>(rows: readonly T[], q: { page: number; size: number }) {
  return {
    data: rows.slice((q.page - 1) * q.size, q.page * q.size),
    total: rows.length,
    totalPages: Math.max(1, Math.ceil(rows.length / q.size)),
  };
}
