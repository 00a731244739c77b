import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { ArrowDownUp, SortDown, SortUp } from 'react-bootstrap-icons';
import { nextSort, sortRows, type SortState, type SortValue } from './table-sort';

export type Column<T> = {
  key: string;
  header: ReactNode;
  /** Screen-reader name for a column whose header shows nothing (e.g. a delete column). */
  srHeader?: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  /** Sortable without a local value: the table's `onSort` owner sorts (e.g. the server). */
  sortable?: boolean;
  /** Applied to the header and every cell (alignment, hiding on small screens). */
  className?: string;
};

type DataTableProps<T> = {
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  emptyMessage?: string;
  loading?: boolean;
  skeletonRows?: number;
  onRowClick?: (row: T) => void;
  /** Fixed rows above the data (never sorted, never clickable). */
  leadingRows?: ReactNode;
  caption?: string;
  /**
   * Sorting done elsewhere (server-side paging): the table shows `sort`, reports header clicks
   * through `onSort` and keeps the rows in the order given.
   */
  sort?: SortState;
  onSort?: (key: string) => void;
};

/** Sortable headers with aria-sort, "No data" when empty, a skeleton while loading. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, emptyMessage = 'No data', loading, skeletonRows = 4 } = props;
  const { onRowClick, leadingRows, caption } = props;
  const [localSort, setLocalSort] = useState<SortState>(null);
  const external = props.onSort !== undefined;
  const sort = external ? (props.sort ?? null) : localSort;
  const clickSort = (key: string) =>
    props.onSort ? props.onSort(key) : setLocalSort(nextSort(localSort, key));
  const isSortable = (column: Column<T>) => !!column.sortValue || !!column.sortable;

  const sortColumn = columns.find((c) => c.key === sort?.key);
  const shown =
    !external && sort && sortColumn?.sortValue
      ? sortRows(rows, sortColumn.sortValue, sort.direction)
      : rows;

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    // Only the row itself: Enter on a button inside the row belongs to that button.
    if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick?.(row);
  };

  return (
    <div className="table-responsive">
      <table className="table data-table align-middle mb-0" aria-busy={loading || undefined}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.className}
                aria-sort={
                  isSortable(column)
                    ? sort?.key === column.key
                      ? sort.direction
                      : 'none'
                    : undefined
                }
              >
                {isSortable(column) ? (
                  <button
                    type="button"
                    className="data-table-sort"
                    onClick={() => clickSort(column.key)}
                  >
                    {column.header}
                    <SortIcon sort={sort} columnKey={column.key} />
                  </button>
                ) : (
                  column.header
                )}
                {column.srHeader && <span className="visually-hidden">{column.srHeader}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leadingRows}
          {loading && rows.length === 0
            ? Array.from({ length: skeletonRows }, (_, i) => (
                <tr key={`skeleton-${i}`} className="placeholder-glow" aria-hidden="true">
                  {columns.map((c) => (
                    <td key={c.key} className={c.className}>
                      <span className="placeholder col-8 rounded" />
                    </td>
                  ))}
                </tr>
              ))
            : shown.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={onRowClick ? 'data-table-clickable' : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (e) => onRowKeyDown(e, row) : undefined}
                >
                  {columns.map((c) => (
                    <td key={c.key} className={c.className}>
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="data-table-empty">
                {emptyMessage}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

function SortIcon({ sort, columnKey }: { sort: SortState; columnKey: string }) {
  if (sort?.key !== columnKey)
    return <ArrowDownUp className="data-table-sort-idle" aria-hidden="true" />;
  return sort.direction === 'ascending' ? (
    <SortUp aria-hidden="true" />
  ) : (
    <SortDown aria-hidden="true" />
  );
}
