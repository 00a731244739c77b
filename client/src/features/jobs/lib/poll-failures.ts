/** This many polling failures per job are only logged. */
export const TOLERATED_POLL_FAILURES = 3;
export const CONNECTION_FAILED_MESSAGE =
  'Connection failed - please check your network and try again';

// axios says "Network Error" / "timeout of …ms exceeded"; fetch-based stacks say "Failed to fetch".
const CONNECTION_HINT = /timeout|network|fetch/i;

export type PollFailureVerdict = 'log' | 'fail' | 'keep-polling';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/**
 * What to do about a job's nth polling failure (n counts every failure of that job, successes
 * in between do not reset it). Beyond the tolerated ones, only a connection-ish error ends the
 * job: a server error may be transient and the job itself is still running server-side.
 */
export function judgePollFailure(failureCount: number, error: unknown): PollFailureVerdict {
  if (failureCount <= TOLERATED_POLL_FAILURES) return 'log';
  return CONNECTION_HINT.test(messageOf(error)) ? 'fail' : 'keep-polling';
}
