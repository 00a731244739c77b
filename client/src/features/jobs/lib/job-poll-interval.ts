/** Every active job is polled this often until it finishes. */
export const JOB_POLL_INTERVAL_MS = 3000;
