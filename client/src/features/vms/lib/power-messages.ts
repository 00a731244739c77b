import type { PowerAction } from '../api/vm-power';

type Messages = { title: string; confirm: string; pending: string; failed: string };
type Followed = Messages & { done: string; timeout: string };

const timedOut = (verb: string) =>
  `VM ${verb} was initiated, but the status check timed out. Please refresh to see the latest status.`;

/** Spec 2, 8: confirmations and toasts of the power actions, verbatim. */
export const POWER_MESSAGES: { start: Followed; stop: Followed; reset: Messages } = {
  start: {
    title: 'Start VM',
    confirm: 'Are you sure you want to start the VM?',
    pending: 'VM is being started',
    done: 'VM started successfully',
    failed: 'Failed to start VM',
    timeout: timedOut('start'),
  },
  stop: {
    title: 'Stop VM',
    confirm: 'Are you sure you want to stop the VM?',
    pending: 'VM is being stopped',
    done: 'VM stopped successfully',
    failed: 'Failed to stop VM',
    timeout: timedOut('stop'),
  },
  reset: {
    title: 'Reset VM',
    confirm: 'Are you sure you want to reset the VM?',
    pending: 'VM is being reset',
    failed: 'Failed to reset VM',
  },
};

export const STOP_WARNING = 'The VM will need to be manually restarted after stopping.';

export const powerMessages = (action: PowerAction): Messages => POWER_MESSAGES[action];
