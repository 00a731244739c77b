import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { withPrefix } from '@/api/api-error';
import { paths } from '@/config/paths';
import { LoadError } from '@/components/load-error';
import { PagedTable } from '@/components/paged-table';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import { SectionHeader } from '@/components/section-header';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useVmList } from '@/api/vms/list-vms';
import type { VmListParams } from '@/api/vms/vms-keys';
import { DEFAULT_VM_SORT, toggleVmSort } from '@/features/vms/lib/vm-list-sort';
import { VmTable } from './vm-table';

/** "Your Virtual Machines": server-side paging, sorting and debounced search. */
export function VmList() {
  const navigate = useNavigate();
  const paging = usePagedSearch();
  const [sort, setSort] = useState(DEFAULT_VM_SORT);
  const { page, setPage, settled } = paging;

  const params = useMemo<VmListParams>(
    () => ({
      page,
      search: settled,
      sortColumn: sort.column,
      sortDescending: sort.descending,
    }),
    [page, settled, sort],
  );
  const list = useVmList(params);
  const data = list.isError ? undefined : list.data;
  if (!list.isPlaceholderData) paging.keepWithin(data?.totalPages);

  return (
    <section className="card table-card" aria-labelledby="vm-list-title">
      <SectionHeader
        title="Your Virtual Machines"
        subtitle="Manage and monitor your virtual machines across the global network"
        titleId="vm-list-title"
      >
        <SearchInput
          value={paging.search}
          onChange={paging.setSearch}
          placeholder="Search virtual machines..."
          className="vm-list-search"
        />
        <RefreshButton loading={list.isFetching} onClick={() => void list.refetch()} />
      </SectionHeader>
      {list.isError && (
        <div className="px-3 px-md-4">
          <LoadError
            message={withPrefix('Error fetching virtual machines', list.error)}
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
        <VmTable
          rows={data?.data ?? []}
          loading={list.isPending}
          sort={sort}
          onSort={(column) => {
            setSort((current) => toggleVmSort(current, column));
            setPage(1);
          }}
          onOpen={(vm) => void navigate(paths.virtualMachineDetails(vm.id))}
        />
      </PagedTable>
    </section>
  );
}
