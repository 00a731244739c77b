import { describe, expect, it } from 'vitest';
import { pageRows } from './paging';

describe('pageRows', () => {
  it('slices a page and counts pages, with at least one page for nothing', () => {
    expect(pageRows([1, 2, 3, 4, 5], { page: 2, size: 2 })).toEqual({
      data: [3, 4],
      total: 5,
      totalPages: 3,
    });
    expect(pageRows([], { page: 1, size: 10 })).toEqual({ data: [], total: 0, totalPages: 1 });
  });

  it('counts a full last page once and gives a page past the last no rows', () => {
    expect(pageRows([1, 2, 3, 4], { page: 2, size: 2 })).toMatchObject({ totalPages: 2 });
    expect(pageRows([1, 2, 3], { page: 5, size: 2 })).toEqual({
      data: [],
      total: 3,
      totalPages: 2,
    });
  });

  it('pages from the end as the reversed rows would page', () => {
    const rows = [1, 2, 3, 4, 5];
    for (const page of [1, 2, 3, 4])
      expect(pageRows(rows, { page, size: 2 }, true)).toEqual(
        pageRows(rows.toReversed(), { page, size: 2 }),
      );
  });
});
