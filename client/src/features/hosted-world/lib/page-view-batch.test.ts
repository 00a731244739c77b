import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_BATCH_DELAY_MS, PageViewBatch } from './page-view-batch';

type Sent = Array<[Array<{ path: string; agoMs: number }>, boolean]>;

describe('page views in batches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the pages of a few seconds together, each with how long ago, a path repeated once', () => {
    const sent: Sent = [];
    const batch = new PageViewBatch(
      (pages, leaving) => sent.push([pages, leaving]),
      () => Date.now(),
    );
    batch.viewed('/dashboard');
    batch.viewed('/dashboard');
    vi.advanceTimersByTime(1500);
    batch.viewed('/virtualMachines');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(PAGE_BATCH_DELAY_MS - 1500);
    expect(sent).toEqual([
      [
        [
          { path: '/dashboard', agoMs: PAGE_BATCH_DELAY_MS },
          { path: '/virtualMachines', agoMs: PAGE_BATCH_DELAY_MS - 1500 },
        ],
        false,
      ],
    ]);
  });

  it('sends a full batch at once, and what is left as the visitor leaves', () => {
    const sent: Sent = [];
    const batch = new PageViewBatch(
      (pages, leaving) => sent.push([pages, leaving]),
      () => Date.now(),
    );
    for (let i = 0; i < 21; i++) batch.viewed(`/networks/${i}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toHaveLength(20);
    batch.flush(true);
    expect(sent[1]).toEqual([[{ path: '/networks/20', agoMs: 0 }], true]);
    batch.flush(true);
    expect(sent).toHaveLength(2);
  });
});
