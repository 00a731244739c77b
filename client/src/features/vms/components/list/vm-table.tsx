import type { VmListRow, VmSortColumn } from '@contract/virtual-machines';
import { DataTable, type Column } from '@/components/data-table';
import { NameCell } from '@/components/name-cell';
import { formatDate } from '@/lib/format-date';
import { toTableSort, type VmListSort } from '@/features/vms/lib/vm-list-sort';
import { VmStatusBadge } from '../vm-status-badge';

export const VM_LIST_EMPTY = 'No virtual machines found';

type VmTableProps = {
  rows: readonly VmListRow[];
  loading: boolean;
  sort: VmListSort;
  onSort: (column: VmSortColumn) => void;
  onOpen: (vm: VmListRow) => void;
};

/** One page of VMs as the server sorted it; headers ask the server for another order. */
export function VmTable({ rows, loading, sort, onSort, onOpen }: VmTableProps) {
  const columns: Column<VmListRow>[] = [
    {
      key: 'name',
      header: 'NAME',
      sortable: true,
      render: (vm) => (
        <NameCell
          name={vm.name}
          className="vm-name"
          note={`Created ${formatDate(vm.createdAt)}`}
          columnFrom="md"
        />
      ),
    },
    {
      key: 'status',
      header: 'STATUS',
      sortable: true,
      render: (vm) => <VmStatusBadge status={vm.status} />,
    },
    {
      key: 'configuration',
      header: 'SIZE',
      sortable: true,
      className: 'd-none d-sm-table-cell',
      render: (vm) => vm.configuration,
    },
    {
      key: 'cpu',
      header: 'CORES',
      className: 'd-none d-lg-table-cell text-end',
      render: (vm) => vm.cpu,
    },
    {
      key: 'ram',
      header: 'RAM (GB)',
      className: 'd-none d-lg-table-cell text-end',
      render: (vm) => vm.ram,
    },
    {
      key: 'createdAt',
      header: 'CREATED',
      sortable: true,
      className: 'd-none d-md-table-cell text-nowrap',
      render: (vm) => formatDate(vm.createdAt),
    },
    {
      key: 'details',
      header: '',
      srHeader: 'Details',
      className: 'text-end',
      render: (vm) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={(event) => {
            // The row opens the VM too; one navigation is enough.
            event.stopPropagation();
            onOpen(vm);
          }}
        >
          Details
        </button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Virtual machines"
      columns={columns}
      rows={rows}
      rowKey={(vm) => vm.id}
      loading={loading}
      emptyMessage={VM_LIST_EMPTY}
      sort={toTableSort(sort)}
      onSort={(key) => onSort(key as VmSortColumn)}
      onRowClick={onOpen}
    />
  );
}
