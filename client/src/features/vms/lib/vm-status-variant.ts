import type { VmStatus } from '@contract/vm-status';

/** Badge colours: green Running; red Stopped, Shutoff and Error; amber Provisioning; blue while moving. */
export const VM_STATUS_VARIANT: Record<VmStatus, 'success' | 'danger' | 'warning' | 'primary'> = {
  Running: 'success',
  Stopped: 'danger',
  Shutoff: 'danger',
  Error: 'danger',
  Provisioning: 'warning',
  Starting: 'primary',
  Stopping: 'primary',
  Resizing: 'primary',
};
