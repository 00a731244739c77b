import type { FastifyInstance } from 'fastify';

/** One step of stopping a server, named for the message should it fail. */
export type StopStep = { what: string; run: () => Promise<void> };

/**
 * Runs the steps in order, each even when one before it failed: the data folder is released
 * even when the journal could not be folded into the snapshot (the journal stays on disk, and
 * the next start replays it). Says which failed; resolves with the exit code, 1 if any did.
 */
export async function stopInOrder(
  steps: StopStep[],
  log: (line: string) => void = console.error,
): Promise<number> {
  let code = 0;
  for (const step of steps) {
    try {
      await step.run();
    } catch (error) {
      code = 1;
      log(
        `Could not ${step.what} on the way out: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return code;
}

/** On the first SIGINT or SIGTERM: the steps, then the process ends with their exit code. */
export function stopOnSignal(steps: StopStep[]): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void stopInOrder(steps).then((code) => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
}

/** How long requests in flight may take to finish once a stop begins. */
export const STOP_GRACE_MS = 10_000;

/**
 * The first step of a graceful stop: /readyz says 503 at once, the process goes on serving for
 * `drainMs` (time for a load balancer to notice), then stops accepting and lets the requests
 * in flight finish, for `graceMs` at most before their connections are cut.
 */
export async function stopServing(
  app: FastifyInstance,
  { drainMs = 0, graceMs = STOP_GRACE_MS }: { drainMs?: number; graceMs?: number } = {},
): Promise<void> {
  app.draining = true;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      app.server.closeAllConnections();
      resolve();
    }, graceMs);
  });
  try {
    await Promise.race([app.close(), cut]);
  } finally {
    clearTimeout(timer);
  }
}
