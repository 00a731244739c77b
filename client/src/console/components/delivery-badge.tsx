import type { Delivery } from '@contract/signals';

const LOOK: Record<Delivery['status'], { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'text-bg-secondary' },
  delivered: { label: 'Delivered', className: 'text-bg-success' },
  failed: { label: 'Failed', className: 'text-bg-danger' },
};

/** A delivery's state; a pending one that has failed before says it is being retried. */
export function DeliveryBadge({ delivery }: { delivery: Delivery }) {
  const retrying = delivery.status === 'pending' && delivery.lastError !== null;
  const { label, className } = retrying
    ? { label: 'Retrying', className: 'text-bg-warning' }
    : LOOK[delivery.status];
  return <span className={`badge ${className}`}>{label}</span>;
}
