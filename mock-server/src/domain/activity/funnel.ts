import { FUNNEL_LABELS, FUNNEL_STEPS, isAction, type FunnelStep } from '@contract/activity';
import type { StoredActivity } from './recorded-event';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The furthest steps one world's record reached, each implying the ones before it but "came back". */
function reached(events: readonly StoredActivity[]): Set<FunnelStep> {
  const steps = new Set<FunnelStep>(['created']);
  if (events.some((e) => e.kind === 'opened')) steps.add('opened');
  if (events.some((e) => e.kind === 'signed-in')) steps.add('signed-in');
  const actions = events.filter((e) => isAction(e.kind)).length;
  if (actions >= 1) steps.add('first-action');
  if (actions >= 3) steps.add('three-actions');
  if (new Set(events.map((e) => dayOf(e.at))).size >= 2) steps.add('came-back');
  return steps;
}

/**
 * How many worlds reached each step: created, opened (a link or hand-off used), signed in,
 * a first action, three or more, and came back on another day. A step counts a world that
 * reached it whatever it skipped (a visitor signed in by hand never "opened" a link).
 */
export function funnelOf(records: Iterable<readonly StoredActivity[]>) {
  const counts = new Map<FunnelStep, number>(FUNNEL_STEPS.map((s) => [s, 0]));
  for (const events of records)
    for (const step of reached(events)) counts.set(step, (counts.get(step) ?? 0) + 1);
  return FUNNEL_STEPS.map((step) => ({
    step,
    label: FUNNEL_LABELS[step],
    worlds: counts.get(step) ?? 0,
  }));
}
