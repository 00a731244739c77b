import { useNavigate } from 'react-router-dom';
import type { VmListRow } from '@contract/virtual-machines';
import { useVmList } from '@/api/vms/list-vms';
import type { Column } from '@/components/data-table';
import { SearchTableCard } from '@/components/search-table-card';
import { paths } from '@/config/paths';
import { usePagedSearch } from '@/lib/use-paged-search';

/** "Team VMs": the virtual machines assigned to the team; a row opens the VM. */
export function TeamVmsCard({ teamId }: { teamId: number }) {
  const navigate = useNavigate();
  const paging = usePagedSearch();
  const vms = useVmList({
    page: paging.page,
    search: paging.settled,
    sortColumn: 'name',
    sortDescending: false,
    teamId,
  });
  // VMs deleted elsewhere may leave fewer pages than the one shown.
  if (!vms.isPlaceholderData) paging.keepWithin(vms.data?.totalPages);
  const columns: Column<VmListRow>[] = [
    { key: 'name', header: 'Name', render: (vm) => <span className="fw-semibold">{vm.name}</span> },
    { key: 'status', header: 'Status', render: (vm) => vm.status },
    {
      key: 'size',
      header: 'Size',
      className: 'd-none d-md-table-cell',
      render: (vm) => vm.configuration,
    },
  ];
  return (
    <SearchTableCard
      title="Team VMs"
      titleId="team-vms-title"
      searchPlaceholder="Search virtual machines..."
      paging={paging}
      query={vms}
      errorPrefix="Error fetching virtual machines"
      totalPages={vms.data?.totalPages}
      rows={vms.data?.data}
      columns={columns}
      rowKey={(vm) => vm.id}
      emptyMessage="No virtual machines found"
      onRowClick={(vm) => void navigate(paths.virtualMachineDetails(vm.id))}
    />
  );
}
