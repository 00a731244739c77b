import type { VmStatus } from '@contract/vm-status';
import { isTransitional } from '@/api/vms/vm-transitions';
import { VM_STATUS_VARIANT } from '../lib/vm-status-variant';

/** A VM's status as a coloured badge; moving statuses pulse. */
export function VmStatusBadge({ status }: { status: VmStatus }) {
  const variant = VM_STATUS_VARIANT[status];
  return (
    <span className={`badge vm-status-badge vm-status-${variant}`} data-variant={variant}>
      {isTransitional(status) ? (
        <span className="spinner-grow vm-status-pulse" aria-hidden="true" />
      ) : (
        <span className="vm-status-dot" aria-hidden="true" />
      )}
      {status}
    </span>
  );
}
