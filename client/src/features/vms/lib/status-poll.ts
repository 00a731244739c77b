import type { VmStatus } from '@contract/vm-status';

/** After start or stop the status is read every 5 s, this many times at most. */
export const STATUS_POLL_MS = 5000;
export const POWER_POLLS = {
  stop: { targets: ['Stopped', 'Shutoff'], attempts: 12 },
  start: { targets: ['Running'], attempts: 24 },
} as const satisfies Record<string, { targets: readonly VmStatus[]; attempts: number }>;

export type PollOutcome = 'reached' | 'timeout' | 'cancelled';

type PollOptions = {
  read: () => Promise<VmStatus>;
  targets: readonly VmStatus[];
  attempts: number;
  intervalMs?: number;
  /** Aborted when the screen goes away: no late toasts about a VM the user left. */
  signal?: AbortSignal;
};

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Waits for the VM to reach one of `targets`. A failed read only costs its attempt. */
export async function pollVmStatus(options: PollOptions): Promise<PollOutcome> {
  const { read, targets, attempts, intervalMs = STATUS_POLL_MS, signal } = options;
  for (let attempt = 0; attempt < attempts; attempt++) {
    await wait(intervalMs, signal);
    if (signal?.aborted) return 'cancelled';
    try {
      if (targets.includes(await read())) return 'reached';
    } catch {
      // A flaky read is not the VM's failure; the next attempt may succeed.
    }
    if (signal?.aborted) return 'cancelled';
  }
  return 'timeout';
}
