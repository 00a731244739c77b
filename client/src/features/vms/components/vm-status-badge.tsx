import { VM_STATUS_VARIANT, type VmStatus } from '../../../../../contract/vm-status';
import { isTransitional } from '../lib/vm-transitions';

/** Spec 2 colours: green Running; red Stopped, Shutoff, Error; amber Provisioning; blue moving. */
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
