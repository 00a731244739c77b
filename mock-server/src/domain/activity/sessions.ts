import { isAction, SESSION_GAP_MS, type DemoActivity } from '@contract/activity';
import type { StoredActivity } from './recorded-event';

const minuteOf = (at: Date) => Math.floor(at.getTime() / 60_000);

/**
 * A world's record as visits: each visitor's events split into sessions at 30 minutes without
 * activity (a link forwarded to a colleague makes a second visitor: its own cookie, its own
 * sessions), newest first; active minutes count only the minutes with an event. Visitors are
 * numbered in order of first appearance; their cookie ids never leave the sandbox.
 */
export function demoActivityOf(events: readonly StoredActivity[]): DemoActivity {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const numbers = new Map<string | null, number | null>([[null, null]]);
  for (const e of sorted) if (!numbers.has(e.visitor)) numbers.set(e.visitor, numbers.size);
  const open = new Map<string | null, DemoActivity['sessions'][number]>();
  const minutes = new Map<DemoActivity['sessions'][number], Set<number>>();
  const sessions: DemoActivity['sessions'] = [];
  for (const e of sorted) {
    let session = open.get(e.visitor);
    if (!session || e.at.getTime() - session.endedAt.getTime() > SESSION_GAP_MS) {
      session = {
        startedAt: e.at,
        endedAt: e.at,
        visitor: numbers.get(e.visitor) ?? null,
        activeMinutes: 0,
        events: [],
      };
      open.set(e.visitor, session);
      minutes.set(session, new Set());
      sessions.push(session);
    }
    session.endedAt = e.at;
    session.events.push({ at: e.at, kind: e.kind, detail: e.detail, visitor: session.visitor });
    minutes.get(session)?.add(minuteOf(e.at));
  }
  for (const [session, seen] of minutes) session.activeMinutes = seen.size;
  const people = [...numbers.entries()]
    .filter((entry): entry is [string, number] => entry[1] !== null)
    .map(([, visitor]) => {
      const own = sessions.filter((s) => s.visitor === visitor);
      // Every numbered visitor has at least one session.
      const [first, last] = [own[0]!, own[own.length - 1]!];
      return {
        visitor,
        firstSeenAt: first.startedAt,
        lastSeenAt: last.endedAt,
        visits: own.length,
        actions: own.reduce((n, s) => n + s.events.filter((e) => isAction(e.kind)).length, 0),
      };
    });
  return {
    summary: {
      firstVisitAt: sorted[0]?.at ?? null,
      lastVisitAt: sorted[sorted.length - 1]?.at ?? null,
      visits: sessions.length,
      activeMinutes: sessions.reduce((n, s) => n + s.activeMinutes, 0),
      pagesViewed: sorted.filter((e) => e.kind === 'page').length,
      actions: sorted.filter((e) => isAction(e.kind)).length,
      visitors: people.length,
    },
    people,
    sessions: sessions.reverse(),
  };
}
