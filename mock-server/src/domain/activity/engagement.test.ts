import { describe, expect, it } from 'vitest';
import type { StoredActivity } from './recorded-event';
import { follow, noEngagement } from './engagement';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 15, 10, minutes));
const e = (minutes: number, kind: StoredActivity['kind'], visitor = 'a'): StoredActivity => ({
  at: at(minutes),
  kind,
  detail: kind === 'vm.created' ? 'web' : '',
  visitor,
});

describe('engagement followed event by event', () => {
  it('passes the first opening, a later visit, and the first and third action once each', () => {
    const engagement = noEngagement();
    expect(follow(engagement, [e(0, 'opened'), e(1, 'signed-in'), e(2, 'vm.created')])).toEqual([
      { type: 'opened' },
      { type: 'action', count: 1, detail: 'vm.created web' },
    ]);
    expect(follow(engagement, [e(3, 'page'), e(4, 'team.created'), e(5, 'opened')])).toEqual([]);
    // 31 minutes without activity: a new visit; the third action with it.
    expect(follow(engagement, [e(36, 'network.created')])).toEqual([
      { type: 'returned', visit: 2 },
      { type: 'action', count: 3, detail: 'network.created' },
    ]);
    expect(follow(engagement, [e(37, 'vm.action')])).toEqual([]);
    expect(engagement).toMatchObject({ visits: 2, actions: 4, lastVisitAt: at(37) });
  });

  it("counts a second visitor's first event as a visit of its own", () => {
    const engagement = noEngagement();
    follow(engagement, [e(0, 'opened', 'a')]);
    expect(follow(engagement, [e(1, 'opened', 'b')])).toEqual([{ type: 'returned', visit: 2 }]);
  });
});
