import type { VmStatus } from '@contract/vm-status';

/** A VM that is changing state is re-read this often while it is on screen. */
export const VM_REFRESH_MS = 5000;

/** Statuses that end on their own; anything else stays until the user acts. */
export const TRANSITIONAL_STATUSES: readonly VmStatus[] = [
  'Provisioning',
  'Starting',
  'Stopping',
  'Resizing',
];

export const isTransitional = (status: VmStatus) => TRANSITIONAL_STATUSES.includes(status);

export const hasTransitionalVm = (rows: readonly { status: VmStatus }[] | undefined) =>
  rows?.some((row) => isTransitional(row.status)) ?? false;
