import type { ActivityWritten } from './activity-log';
import type { HostedTrial } from './hosted-trial';

/**
 * What follows a world's activity being written: a demo's counts on its record (the console's
 * list sorts on them).
 */
export function engagementWritten(trial: HostedTrial): ActivityWritten {
  return async (worldId, _milestones, engagement) => {
    const demo = await trial.demos.byWorld(worldId);
    if (!demo) return;
    const { lastVisitAt, visits, actions } = engagement;
    await trial.demos.engaged(demo.id, { lastVisitAt, visits, actions });
  };
}
