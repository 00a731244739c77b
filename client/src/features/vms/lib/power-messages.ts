import { VM_ACTION_MESSAGES } from '@contract/vm-actions';
import type { PowerAction } from '@contract/vm-status';

type Messages = { title: string; confirm: string; pending: string; failed: string };
type Followed = Messages & { done: string; timeout: string };

const timedOut = (verb: string) =>
  `VM ${verb} was initiated, but the status check timed out. Please refresh to see the latest status.`;

/** Confirmations and toasts of the power actions; the pending toast is the server's own message. */
export const POWER_MESSAGES: { start: Followed; stop: Followed; reset: Messages } = {
  start: {
    title: 'Start VM',
    confirm: 'Are you sure you want to start the VM?',
    pending: VM_ACTION_MESSAGES.start,
    done: 'VM started successfully',
    failed: 'Failed to start VM',
    timeout: timedOut('start'),
  },
  stop: {
    title: 'Stop VM',
    confirm: 'Are you sure you want to stop the VM?',
    pending: VM_ACTION_MESSAGES.stop,
    done: 'VM stopped successfully',
    failed: 'Failed to stop VM',
    timeout: timedOut('stop'),
  },
  reset: {
    title: 'Reset VM',
    confirm: 'Are you sure you want to reset the VM?',
    pending: VM_ACTION_MESSAGES.reset,
    failed: 'Failed to reset VM',
  },
};

export const STOP_WARNING = 'The VM will need to be manually restarted after stopping.';

export const powerMessages = (action: PowerAction): Messages => POWER_MESSAGES[action];
