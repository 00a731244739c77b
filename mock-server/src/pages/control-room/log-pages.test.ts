import { describe, expect, it } from 'vitest';
import { logPage } from './log-pages';

describe('a page of the request log', () => {
  it('shows the newest calls first, a screenful at a time', () => {
    expect(logPage(200, 0, 20)).toMatchObject({
      start: 0,
      end: 20,
      hasNewer: false,
      hasOlder: true,
      label: 'Calls 1–20 of 200',
    });
    expect(logPage(45, 2, 20)).toMatchObject({ start: 40, end: 45, hasOlder: false });
  });

  it('stays on the last page when the log shrinks under it (a reset)', () => {
    expect(logPage(5, 3, 20)).toMatchObject({ page: 0, start: 0, end: 5, hasNewer: false });
    expect(logPage(0, 1, 20)).toMatchObject({ start: 0, end: 0, label: 'No calls yet' });
  });
});
