import { HddStack } from 'react-bootstrap-icons';
import type { VmDetails } from '@contract/virtual-machines';
import { RefreshButton } from '@/components/refresh-button';
import { formatDateTime } from '@/lib/format-date';
import { VmStatusBadge } from '../vm-status-badge';
import { FactList, type Fact } from '../fact-list';
import { VmCard } from '../vm-card';

type Props = { details: VmDetails; refreshing: boolean; onRefresh: () => void };

/** The details card: what the VM is, where it runs, when it changed. */
export function VmInfoCard({ details, refreshing, onRefresh }: Props) {
  const vm = details.virtualMachine;
  const facts: Fact[] = [
    ['Name', vm.name],
    ['Size Type', vm.configuration],
    ['CPU (cores)', vm.cpu],
    ['RAM (GB)', vm.ram],
    ['Disk (GB)', vm.disk],
    ['Country', vm.country],
    ['Region', vm.region],
    ['Image', vm.image],
    ['Created', formatDateTime(vm.createdAt)],
    ['Updated', formatDateTime(vm.updatedAt)],
  ];
  return (
    <VmCard
      icon={HddStack}
      title="Details"
      actions={
        <div className="d-flex align-items-center gap-2">
          <VmStatusBadge status={details.status} />
          <RefreshButton loading={refreshing} onClick={onRefresh} />
        </div>
      }
    >
      <FactList facts={facts} />
    </VmCard>
  );
}
