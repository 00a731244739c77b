import type { ReactNode } from 'react';
import { withPrefix } from '@/api/api-error';
import { DataTable, type Column } from './data-table';
import { LoadError } from './load-error';
import { PagedTable } from './paged-table';
import { RefreshButton } from './refresh-button';
import { SearchInput } from './search-input';
import { SectionHeader } from './section-header';

type Paging = {
  page: number;
  setPage: (page: number) => void;
  search: string;
  setSearch: (search: string) => void;
};
type Query = {
  isFetching: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

type Props<T> = {
  title: string;
  subtitle?: string;
  titleId: string;
  /** Leave out for a table without a search box. */
  searchPlaceholder?: string;
  paging: Paging;
  query: Query;
  /** "Error fetching teams": the failure reads "{prefix}: {server message}". */
  errorPrefix: string;
  totalPages: number | undefined;
  rows: readonly T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => number;
  emptyMessage: string;
  onRowClick?: (row: T) => void;
  /** Buttons beside the search box. */
  actions?: ReactNode;
};

/**
 * A server-paged table in its card: title, search, refresh, the error with a reload, the rows
 * (skeleton while loading, the empty message) and the pager.
 */
export function SearchTableCard<T>(props: Props<T>) {
  const { paging, query } = props;
  return (
    <section className="card table-card" aria-labelledby={props.titleId}>
      <SectionHeader title={props.title} subtitle={props.subtitle} titleId={props.titleId}>
        {props.searchPlaceholder && (
          <SearchInput
            value={paging.search}
            onChange={paging.setSearch}
            placeholder={props.searchPlaceholder}
          />
        )}
        <RefreshButton loading={query.isFetching} onClick={() => void query.refetch()} />
        {props.actions}
      </SectionHeader>
      {query.isError && (
        <div className="px-3 px-md-4">
          <LoadError
            message={withPrefix(props.errorPrefix, query.error)}
            onRetry={() => void query.refetch()}
          />
        </div>
      )}
      <PagedTable
        page={paging.page}
        totalPages={props.totalPages ?? 1}
        onPageChange={paging.setPage}
        disabled={query.isFetching}
      >
        <DataTable
          caption={props.title}
          columns={props.columns}
          rows={query.isError ? [] : (props.rows ?? [])}
          rowKey={props.rowKey}
          loading={query.isPending}
          emptyMessage={props.emptyMessage}
          onRowClick={props.onRowClick}
        />
      </PagedTable>
    </section>
  );
}
