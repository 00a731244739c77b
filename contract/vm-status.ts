import { VM_ERROR_MESSAGES } from './vm-messages';

/** Every status a virtual machine can be in. */
export const VM_STATUSES = [
  'Running',
  'Stopped',
  'Shutoff',
  'Error',
  'Provisioning',
  'Starting',
  'Stopping',
  'Resizing',
] as const;
export type VmStatus = (typeof VM_STATUSES)[number];

/**
 * Which action is allowed in which status. The sandbox refuses by this table and the portal
 * enables its buttons by it, so the two cannot disagree.
 */
export const VM_ACTION_STATUSES = {
  start: ['Stopped', 'Shutoff'],
  stop: ['Running'],
  reset: ['Running'],
  console: ['Running'],
  // Resizing a machine that is already changing state is refused; Provisioning blocks everything.
  upgrade: ['Running', 'Stopped', 'Shutoff', 'Error'],
  edit: ['Running', 'Stopped', 'Shutoff', 'Error', 'Starting', 'Stopping', 'Resizing'],
  delete: ['Running', 'Stopped', 'Shutoff', 'Error', 'Starting', 'Stopping', 'Resizing'],
  // Sign-in details exist once the VM is built.
  downloadKey: ['Running', 'Stopped', 'Shutoff', 'Error', 'Starting', 'Stopping', 'Resizing'],
  password: ['Running', 'Stopped', 'Shutoff', 'Error', 'Starting', 'Stopping', 'Resizing'],
} as const satisfies Record<string, readonly VmStatus[]>;
export type VmAction = keyof typeof VM_ACTION_STATUSES;

/** The power actions: start only from Stopped or Shutoff; stop and reset only from Running. */
export const POWER_ACTIONS = ['start', 'stop', 'reset'] as const satisfies readonly VmAction[];
export type PowerAction = (typeof POWER_ACTIONS)[number];

export function vmCan(action: VmAction, status: VmStatus): boolean {
  return (VM_ACTION_STATUSES[action] as readonly VmStatus[]).includes(status);
}

/** The refusal a server gives when an action does not fit the VM's status. */
export function vmRefusal(action: VmAction, status: VmStatus): string {
  if (status === 'Provisioning') return VM_ERROR_MESSAGES.stillProvisioning;
  switch (action) {
    case 'start':
      return `VM can only be started when Stopped or Shutoff (it is ${status})`;
    case 'stop':
      return `VM can only be stopped when Running (it is ${status})`;
    case 'reset':
      return `VM can only be reset when Running (it is ${status})`;
    case 'console':
      return VM_ERROR_MESSAGES.consoleUnavailable;
    default:
      return `VM cannot be changed while ${status}`;
  }
}
