import type { Milestone } from '../../domain/activity/engagement';
import type { DemoRecord, DemoStore } from '../../storage/ports/demos';
import type { ActivityWritten } from './activity-log';
import type { Signals, TrialSignal } from './signals';

const ORDINAL = { 1: 'first', 3: 'third' } as const;

/** What the sales team hears of a milestone; null for one it does not hear of. */
function signalOf(milestone: Milestone, worldId: string, demo: DemoRecord | null, at: Date) {
  const where = demo ? `The demo for ${demo.company}` : `Trial ${worldId}`;
  const base = {
    world: worldId,
    at,
    ...(demo && { demo: { id: demo.id, company: demo.company } }),
  };
  if (milestone.type === 'action')
    return {
      ...base,
      type: 'world.milestone',
      summary: `${where}: ${ORDINAL[milestone.count]} action (${milestone.detail})`,
    } satisfies TrialSignal;
  if (!demo) return null;
  if (milestone.type === 'opened')
    return { ...base, type: 'demo.opened', summary: `${where} was opened` } satisfies TrialSignal;
  return {
    ...base,
    type: 'demo.returned',
    summary: `${where} was visited again (visit ${milestone.visit})`,
  } satisfies TrialSignal;
}

/**
 * What follows a world's activity being written: a demo's counts on its record (the console's
 * list sorts on them), and a signal to the sales team for each milestone passed (a demo's first
 * opening, a later visit, a world's first and third action).
 */
export function engagementWritten(trial: {
  demos: DemoStore;
  signals: Pick<Signals, 'emit'>;
}): ActivityWritten {
  return async (worldId, milestones, engagement) => {
    const demo = await trial.demos.byWorld(worldId);
    if (demo) {
      const { lastVisitAt, visits, actions } = engagement;
      await trial.demos.engaged(demo.id, { lastVisitAt, visits, actions });
    }
    const at = engagement.lastVisitAt ?? new Date();
    for (const milestone of milestones) {
      const signal = signalOf(milestone, worldId, demo, at);
      if (signal) await trial.signals.emit(signal);
    }
  };
}
