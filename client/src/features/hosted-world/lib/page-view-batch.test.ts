import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_BATCH_DELAY_MS, PageViewBatch } from './page-view-batch';

describe('page views in batches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the pages of a few seconds together, a path repeated once', () => {
    const sent: Array<[string[], boolean]> = [];
    const batch = new PageViewBatch((pages, leaving) => sent.push([pages, leaving]));
    batch.viewed('/dashboard');
    batch.viewed('/dashboard');
    batch.viewed('/virtualMachines');
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(PAGE_BATCH_DELAY_MS);
    expect(sent).toEqual([[['/dashboard', '/virtualMachines'], false]]);
  });

  it('sends a full batch at once, and what is left as the visitor leaves', () => {
    const sent: Array<[string[], boolean]> = [];
    const batch = new PageViewBatch((pages, leaving) => sent.push([pages, leaving]));
    for (let i = 0; i < 21; i++) batch.viewed(`/networks/${i}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toHaveLength(20);
    batch.flush(true);
    expect(sent[1]).toEqual([['/networks/20'], true]);
    batch.flush(true);
    expect(sent).toHaveLength(2);
  });
});
