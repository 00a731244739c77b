import { useMemo, useState } from 'react';
import { ALL_REGIONS, type NetworkListRow, type NetworkSortColumn } from '@contract/networks';
import { withPrefix } from '@/api/api-error';
import { useCombinedRegions } from '@/api/catalogue/list-combined-regions';
import { useNetworkList, type NetworkListParams } from '@/api/networks/list-networks';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import { SectionHeader } from '@/components/section-header';
import { toggleServerSort, type ServerSort } from '@/components/table-sort';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { NetworkTable } from './network-table';

export const ALL_REGIONS_LABEL = 'All Regions';

/** "Your Networks": server-side paging, sorting, region filter and debounced search. */
export function NetworkList({ onOpen }: { onOpen: (network: NetworkListRow) => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [regionId, setRegionId] = useState<number>(ALL_REGIONS);
  const [sort, setSort] = useState<ServerSort<NetworkSortColumn>>({
    column: 'name',
    descending: false,
  });
  const settledSearch = useDebouncedValue(search.trim());
  // A new search starts on page 1; done when it settles, so one request carries both.
  const [searchedFor, setSearchedFor] = useState(settledSearch);
  if (searchedFor !== settledSearch) {
    setSearchedFor(settledSearch);
    setPage(1);
  }

  const params = useMemo<NetworkListParams>(
    () => ({
      page,
      search: settledSearch,
      sortColumn: sort.column,
      sortDescending: sort.descending,
      regionId,
    }),
    [page, settledSearch, sort, regionId],
  );
  const list = useNetworkList(params);
  const regions = useCombinedRegions();
  // A failed read shows no rows at all, not the last page's.
  const data = list.isError ? undefined : list.data;
  // A delete can empty the last page; step back instead of showing "Page 3 of 2", but never
  // to page 0 when nothing is left (an answer may count no pages at all).
  if (data && !list.isPlaceholderData && data.totalPages >= 1 && page > data.totalPages)
    setPage(data.totalPages);

  const regionOptions = [
    { value: ALL_REGIONS, label: ALL_REGIONS_LABEL },
    ...(regions.data ?? []).map((r) => ({ value: r.id, label: r.countryRegion })),
  ];
  return (
    <section className="card table-card" aria-labelledby="network-list-title">
      <SectionHeader
        title="Your Networks"
        subtitle="Manage your custom networks and subnets"
        titleId="network-list-title"
        filter={{
          label: 'Region',
          options: regionOptions,
          value: regionId,
          onChange: (value) => {
            setRegionId(value);
            setPage(1);
          },
        }}
      >
        <SearchInput
          value={search}
          onChange={setSearch}
          placeholder="Search networks..."
          className="vm-list-search"
        />
        <RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />
      </SectionHeader>
      {list.isError && (
        <div className="px-3 px-md-4">
          <LoadError
            message={withPrefix('Error fetching networks', list.error)}
            onRetry={() => void list.refetch()}
          />
        </div>
      )}
      <PagedTable
        page={page}
        totalPages={data?.totalPages ?? 1}
        onPageChange={setPage}
        disabled={list.isFetching}
      >
        <NetworkTable
          rows={data?.data ?? []}
          loading={list.isPending}
          sort={sort}
          onSort={(column) => {
            setSort((current) => toggleServerSort(current, column));
            setPage(1);
          }}
          onOpen={onOpen}
        />
      </PagedTable>
    </section>
  );
}
