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
