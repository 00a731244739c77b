import type { Records } from '../../model/records';
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
  const settleIn = <T extends Pending & { id: number }>(list: Records<T>): void => {
    for (const item of list.filter((i) => i.pendingJobId !== null))
      if (outcomeOf(item.pendingJobId as number) === 'success') item.pendingJobId = null;
    list.removeWhere((i) => i.pendingJobId !== null && outcomeOf(i.pendingJobId) === 'failure');
  };
  if (
    !world.networks.some((n) => n.pendingJobId !== null) &&
    !world.netAdapters.some((a) => a.pendingJobId !== null)
  )
    return;
  settleIn(world.networks);
  settleIn(world.netAdapters);
}
