import { useMemo, useState } from 'react';
import { ALL_REGIONS, type NetworkListRow, type NetworkSortColumn } from '@contract/networks';
import { withPrefix } from '@/api/api-error';
import { useCombinedRegions } from '@/api/catalogue/list-combined-regions';
import { useNetworkList } from '@/api/networks/list-networks';
import type { NetworkListParams } from '@/api/networks/networks-keys';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import { SectionHeader } from '@/components/section-header';
import { toggleServerSort, type ServerSort } from '@/components/table-sort';
import { usePagedSearch } from '@/lib/use-paged-search';
import { NetworkTable } from './network-table';

export const ALL_REGIONS_LABEL = 'All Regions';

/** "Your Networks": server-side paging, sorting, region filter and debounced search. */
export function NetworkList({ onOpen }: { onOpen: (network: NetworkListRow) => void }) {
  const paging = usePagedSearch();
  const [regionId, setRegionId] = useState<number>(ALL_REGIONS);
  const [sort, setSort] = useState<ServerSort<NetworkSortColumn>>({
    column: 'name',
    descending: false,
  });
  const { page, setPage, settled } = paging;

  const params = useMemo<NetworkListParams>(
    () => ({
      page,
      search: settled,
      sortColumn: sort.column,
      sortDescending: sort.descending,
      regionId,
    }),
    [page, settled, sort, regionId],
  );
  const list = useNetworkList(params);
  const regions = useCombinedRegions();
  // A failed read shows no rows at all, not the last page's.
  const data = list.isError ? undefined : list.data;
  if (!list.isPlaceholderData) paging.keepWithin(data?.totalPages);

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
          value={paging.search}
          onChange={paging.setSearch}
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
