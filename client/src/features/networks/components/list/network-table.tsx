import type { NetworkListRow, NetworkSortColumn } from '@contract/networks';
import { DataTable, type Column } from '@/components/data-table';
import { NameCell } from '@/components/name-cell';
import { toSortState, type ServerSort } from '@/components/table-sort';

export const NETWORK_LIST_EMPTY = 'No networks found';

type Props = {
  rows: readonly NetworkListRow[];
  loading: boolean;
  sort: ServerSort<NetworkSortColumn>;
  onSort: (column: NetworkSortColumn) => void;
  onOpen: (network: NetworkListRow) => void;
};

/** One page of networks as the server sorted it; every header asks for another order. */
export function NetworkTable({ rows, loading, sort, onSort, onOpen }: Props) {
  const columns: Column<NetworkListRow>[] = [
    {
      key: 'name',
      header: 'Network Name',
      sortable: true,
      render: (n) => <NameCell name={n.name} note={n.region} columnFrom="md" />,
    },
    {
      key: 'cidrBlock',
      header: 'CIDR Block',
      sortable: true,
      render: (n) =>
        n.cidrBlock ? <code>{n.cidrBlock}</code> : <span className="text-secondary">Custom</span>,
    },
    {
      key: 'region',
      header: 'Region',
      sortable: true,
      className: 'd-none d-md-table-cell',
      render: (n) => n.region,
    },
    {
      key: 'connectedVms',
      header: 'CONNECTED VMs',
      sortable: true,
      className: 'd-none d-sm-table-cell text-end',
      render: (n) => n.connectedVms,
    },
    {
      key: 'details',
      header: '',
      srHeader: 'Details',
      className: 'text-end',
      render: (n) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={(event) => {
            event.stopPropagation(); // the row opens it too
            onOpen(n);
          }}
        >
          Details
        </button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Networks"
      columns={columns}
      rows={rows}
      rowKey={(n) => n.id}
      loading={loading}
      emptyMessage={NETWORK_LIST_EMPTY}
      sort={toSortState(sort)}
      onSort={(key) => onSort(key as NetworkSortColumn)}
      onRowClick={onOpen}
    />
  );
}
