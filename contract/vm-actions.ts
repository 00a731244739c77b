import { z } from 'zod';
import { VM_STATUSES } from './vm-status';

/** Success messages of the VM write calls; the portal toasts the same words. */
export const VM_ACTION_MESSAGES = {
  create: 'Virtual machine is being created',
  start: 'VM is being started',
  stop: 'VM is being stopped',
  reset: 'VM is being reset',
  delete: 'VM is being deleted',
  upgrade: 'VM is being upgraded',
  edit: 'VM updated successfully',
} as const;

/** data of start, stop, reset, delete, edit and changeConfiguration: the VM as it now stands. */
export const vmActionResultSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.enum(VM_STATUSES),
  teamId: z.number().nullable(),
});
export type VmActionResult = z.infer<typeof vmActionResultSchema>;
