import { isAction, SESSION_GAP_MS } from '@contract/activity';
import type { StoredActivity } from './recorded-event';

/** What a world's record adds up to so far, followed event by event as it is written. */
export type Engagement = {
  opened: boolean;
  visits: number;
  actions: number;
  lastVisitAt: Date | null;
  /** Each visitor's latest event: a session ends 30 minutes after it. */
  lastSeen: Map<string | null, number>;
};

/** What a sales team hears of: the first opening, a later visit, the first and third action. */
export type Milestone =
  | { type: 'opened' }
  | { type: 'returned'; visit: number }
  | { type: 'action'; count: 1 | 3; detail: string };

export const noEngagement = (): Engagement => ({
  opened: false,
  visits: 0,
  actions: 0,
  lastVisitAt: null,
  lastSeen: new Map(),
});

/** Adds events (oldest first) to `engagement`, in place; the milestones they passed. */
export function follow(engagement: Engagement, events: readonly StoredActivity[]): Milestone[] {
  const passed: Milestone[] = [];
  for (const e of events) {
    const at = e.at.getTime();
    const last = engagement.lastSeen.get(e.visitor);
    if (last === undefined || at - last > SESSION_GAP_MS) {
      engagement.visits += 1;
      // A later session of a world already opened: the prospect came back.
      if (engagement.opened && engagement.visits > 1)
        passed.push({ type: 'returned', visit: engagement.visits });
    }
    engagement.lastSeen.set(e.visitor, Math.max(at, last ?? at));
    engagement.lastVisitAt =
      engagement.lastVisitAt && engagement.lastVisitAt.getTime() > at
        ? engagement.lastVisitAt
        : e.at;
    if (e.kind === 'opened' && !engagement.opened) {
      engagement.opened = true;
      passed.push({ type: 'opened' });
    }
    if (isAction(e.kind)) {
      engagement.actions += 1;
      if (engagement.actions === 1 || engagement.actions === 3)
        passed.push({
          type: 'action',
          count: engagement.actions,
          detail: `${e.kind} ${e.detail}`.trim(),
        });
    }
  }
  return passed;
}
