import { z } from 'zod';
import { VM_STATUSES } from './vm-status';

/** Success messages of the VM write calls (spec 2 "VM details" toasts). */
export const VM_ACTION_MESSAGES = {
  create: 'Virtual machine is being created',
  start: 'VM is being started',
  stop: 'VM is being stopped',
  reset: 'VM is being reset',
  delete: 'VM is being deleted',
  upgrade: 'VM is being upgraded',
  edit: 'VM updated successfully',
} as const;

/** Refusals of the VM calls beyond the status table of vm-status.ts. */
export const VM_ERROR_MESSAGES = {
  notFound: 'Virtual machine not found',
  upgradeNeedsMoreCores: 'Upgrade is only possible to a size with more CPU cores',
  customNotUpgradable: 'Custom virtual machines cannot be upgraded',
  consoleUnavailable: 'Console is currently unavailable',
  teamNotFound: 'Team not found',
  /** A create job's errorMessage when its VMs cannot get an address (and the fail- sentinel). */
  networkFailure: 'Network configuration failed: no free address in the default network',
  datacenterInitializing: 'Datacenter is being initialized. Please try again in a few minutes.',
  datacenterUnavailable: 'Datacenter is currently unavailable',
} as const;

/** data of start, stop, reset, delete, edit and changeConfiguration: the VM as it now stands. */
export const vmActionResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(VM_STATUSES),
  teamId: z.number().nullable(),
});
export type VmActionResult = z.infer<typeof vmActionResultSchema>;
