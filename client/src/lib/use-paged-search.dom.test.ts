import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePagedSearch } from './use-paged-search';

describe('usePagedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the empty search at once and a typed one, trimmed, 200 ms after the last key', () => {
    const { result } = renderHook(() => usePagedSearch());
    expect(result.current).toMatchObject({ settled: '', ready: true, settling: false });
    act(() => result.current.setSearch(' db '));
    expect(result.current).toMatchObject({ search: ' db ', settled: '', settling: true });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toMatchObject({ settled: 'db', settling: false });
  });

  it('starts a new search on page 1, once it has settled', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(3));
    act(() => result.current.setSearch('db'));
    expect(result.current.page).toBe(3);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toMatchObject({ page: 1, settled: 'db' });
  });

  it('steps back to the last page, but never to page 0 when there are no pages', () => {
    const { result } = renderHook(() => usePagedSearch());
    act(() => result.current.setPage(3));
    act(() => result.current.keepWithin(0));
    expect(result.current.page).toBe(3);
    act(() => result.current.keepWithin(undefined));
    expect(result.current.page).toBe(3);
    act(() => result.current.keepWithin(2));
    expect(result.current.page).toBe(2);
  });

  it('holds the first request back for 200 ms when asked to wait on mount', () => {
    const { result } = renderHook(() => usePagedSearch({ waitOnMount: true }));
    expect(result.current).toMatchObject({ page: 1, settled: '', ready: false, settling: true });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toMatchObject({ page: 1, settled: '', ready: true, settling: false });
  });
});
