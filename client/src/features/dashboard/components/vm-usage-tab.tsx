import { useState } from 'react';
import { Cpu } from 'react-bootstrap-icons';
import { withPrefix } from '@/api/api-error';
import { DataTable, type Column } from '@/components/data-table';
import { LoadError } from '@/components/load-error';
import { RefreshButton } from '@/components/refresh-button';
import { SearchInput } from '@/components/search-input';
import { SectionHeader } from '@/components/section-header';
import { useDashboardData } from '@/api/dashboard/get-dashboard-data';
import { buildVmUsageRows, describeSize, formatCount, type VmUsageRow } from '../lib/vm-usage';

const columns: Column<VmUsageRow>[] = [
  {
    key: 'size',
    header: 'VM Size',
    // Sorting by size follows the catalogue order (Micro → Extra Large), not the alphabet.
    sortValue: (row) => row.cpu,
    render: (row) => (
      <span className="d-inline-flex align-items-center gap-2 fw-semibold">
        <span className="size-chip" aria-hidden="true">
          <Cpu aria-hidden="true" />
        </span>
        {row.name}
      </span>
    ),
  },
  {
    key: 'config',
    header: 'Configuration',
    className: 'd-none d-md-table-cell text-secondary',
    render: describeSize,
  },
  {
    key: 'current',
    header: 'Current Month',
    className: 'text-end',
    sortValue: (r) => r.currentMonth,
    render: (r) => formatCount(r.currentMonth),
  },
  {
    key: 'previous',
    header: 'Previous Month',
    className: 'text-end',
    sortValue: (r) => r.previousMonth,
    render: (r) => formatCount(r.previousMonth),
  },
  {
    key: 'ytd',
    header: 'Year To Date',
    className: 'text-end',
    sortValue: (r) => r.ytd,
    render: (r) => formatCount(r.ytd),
  },
];

/** VM Usage tab: VMs created per standard size; the search filters locally. */
export function VmUsageTab() {
  const [search, setSearch] = useState('');
  const { data, error, isPending, isFetching, refetch } = useDashboardData();
  const rows = buildVmUsageRows(error ? undefined : data, search);

  return (
    <section className="card table-card" aria-labelledby="vm-usage-title">
      <SectionHeader
        title="VM Usage"
        subtitle="Virtual machine usage statistics by size category"
        titleId="vm-usage-title"
      >
        <SearchInput value={search} onChange={setSearch} placeholder="Search VM sizes..." />
        <RefreshButton loading={isFetching} onClick={() => void refetch()} />
      </SectionHeader>
      {error && (
        <div className="px-3 px-md-4">
          <LoadError
            message={withPrefix('Error fetching dashboard data', error)}
            onRetry={() => void refetch()}
          />
        </div>
      )}
      <DataTable
        caption="VM usage by size"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        loading={isPending}
        skeletonRows={6}
        emptyMessage="No VM usage data available"
      />
    </section>
  );
}
