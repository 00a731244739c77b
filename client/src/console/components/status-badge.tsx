import type { DemoStatus } from '@contract/demos';

const LOOK: Record<DemoStatus, { label: string; className: string }> = {
  'not-opened': { label: 'Not opened', className: 'text-bg-secondary' },
  opened: { label: 'Opened', className: 'text-bg-success' },
  expired: { label: 'Expired', className: 'text-bg-warning' },
  revoked: { label: 'Revoked', className: 'text-bg-danger' },
};

export function StatusBadge({ status }: { status: DemoStatus }) {
  const { label, className } = LOOK[status];
  return <span className={`badge ${className}`}>{label}</span>;
}
