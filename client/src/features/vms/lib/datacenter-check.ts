import type { DatacenterAvailability } from '@contract/virtual-machines';
import { DATACENTER_INITIALIZATION_REASON, VM_ERROR_MESSAGES } from '@contract/vm-messages';

export const DATACENTER_MESSAGES = {
  // Kept word for word, typo included: users and tests know this sentence.
  setupInProgress: 'Datacenter setup in currently in progress...',
  initializing: VM_ERROR_MESSAGES.datacenterInitializing,
  unavailable: VM_ERROR_MESSAGES.datacenterUnavailable,
  checkFailed: 'Unable to check datacenter availability',
} as const;

export type DatacenterCheck =
  | { state: 'idle' | 'checking' | 'available' }
  /** jobId: the running setup job, whose progress dialog the screen opens. */
  | { state: 'initializing'; jobId: number | null; message: string }
  | { state: 'unavailable'; message: string };

type Query = { chosen: boolean; pending: boolean; data?: DatacenterAvailability; failed: boolean };

/** What the form makes of a datacenter availability check. */
export function datacenterCheck({ chosen, pending, data, failed }: Query): DatacenterCheck {
  if (!chosen) return { state: 'idle' };
  if (failed) return { state: 'unavailable', message: DATACENTER_MESSAGES.checkFailed };
  if (pending || !data) return { state: 'checking' };
  if (data.available) return { state: 'available' };
  if (data.reason === DATACENTER_INITIALIZATION_REASON) {
    const jobId = data.currentProgress?.jobId ?? null;
    const message =
      jobId !== null ? DATACENTER_MESSAGES.setupInProgress : DATACENTER_MESSAGES.initializing;
    return { state: 'initializing', jobId, message };
  }
  const message = data.reason
    ? `${DATACENTER_MESSAGES.unavailable}: ${data.reason}`
    : DATACENTER_MESSAGES.unavailable;
  return { state: 'unavailable', message };
}
