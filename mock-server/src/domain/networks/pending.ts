import type { World } from '../../model/schema';

type Pending = { pendingJobId: number | null };

/**
 * A network or interface being built becomes real when its job ends well, and is gone (name,
 * range and lease freed) when it fails. Runs in settle(), once the job has finished.
 */
export function settlePendingNetworking(world: World): void {
  const outcomeOf = (jobId: number) => {
    const job = world.jobs.find((j) => j.id === jobId);
    return !job || job.finishedAt === null ? null : job.outcome;
  };
  const settleIn = <T extends Pending>(list: T[]): T[] | null => {
    let failed = false;
    for (const item of list) {
      if (item.pendingJobId === null) continue;
      const outcome = outcomeOf(item.pendingJobId);
      if (outcome === 'success') item.pendingJobId = null;
      else if (outcome === 'failure') failed = true;
    }
    return failed
      ? list.filter((i) => i.pendingJobId === null || outcomeOf(i.pendingJobId) !== 'failure')
      : null;
  };
  if (
    !world.networks.some((n) => n.pendingJobId !== null) &&
    !world.netAdapters.some((a) => a.pendingJobId !== null)
  )
    return;
  const networks = settleIn(world.networks);
  if (networks) world.networks = networks;
  const adapters = settleIn(world.netAdapters);
  if (adapters) world.netAdapters = adapters;
}
