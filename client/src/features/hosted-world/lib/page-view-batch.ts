import { PAGE_BATCH_MAX } from '@contract/activity';

/** How long viewed pages wait before they are sent together. */
export const PAGE_BATCH_DELAY_MS = 5_000;

type Viewed = { path: string; agoMs: number };
type Send = (pages: Viewed[], leaving: boolean) => void;

/**
 * The pages a hosted world's visitor views, sent to the world itself (never a third party) in
 * small batches: after a short wait, when a batch is full, and as the tab is hidden or left.
 * Only the path goes (a query string may hold a token), with how long ago it was viewed.
 */
export class PageViewBatch {
  private pages: Array<{ path: string; at: number }> = [];
  private last: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: Send,
    private readonly now: () => number = () => performance.now(),
  ) {}

  viewed(path: string): void {
    if (path === this.last) return;
    this.last = path;
    this.pages.push({ path, at: this.now() });
    if (this.pages.length >= PAGE_BATCH_MAX) return this.flush(false);
    this.timer ??= setTimeout(() => this.flush(false), PAGE_BATCH_DELAY_MS);
  }

  flush(leaving: boolean): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pages.length === 0) return;
    const now = this.now();
    const pages = this.pages.map((p) => ({ path: p.path, agoMs: Math.round(now - p.at) }));
    this.pages = [];
    this.send(pages, leaving);
  }
}

/** Posts a batch to the world's own /__activity/pages; `keepalive` lets it outlive the page. */
export const postPageViews: Send = (pages, leaving) => {
  void fetch('/__activity/pages', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pages }),
    credentials: 'same-origin',
    keepalive: leaving,
  }).catch(() => {
    // Lost views are only statistics: the visitor never hears of it.
  });
};
