import type { VmStatus } from './vm-status';
import { NETWORK_ERROR_MESSAGES } from './network-messages';

/** The primary interface plus up to four more. */
export const MAX_INTERFACES = 5;

/**
 * Whether a VM's interfaces may be added or removed now: always when Stopped or Shutoff; while
 * Running only when its provider hotplugs; never while it is changing state or provisioning.
 * The sandbox refuses by this rule and the portal enables its buttons by it.
 */
export function interfaceChangeRefusal(status: VmStatus, hotplug: boolean): string | null {
  if (status === 'Stopped' || status === 'Shutoff') return null;
  if (status === 'Running') return hotplug ? null : NETWORK_ERROR_MESSAGES.mustStop;
  return NETWORK_ERROR_MESSAGES.notNow(status);
}
