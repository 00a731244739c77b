import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMinSpin } from './use-min-spin';

describe('useMinSpin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (loading: boolean) =>
    renderHook(({ loading }) => useMinSpin(loading), { initialProps: { loading } });

  it('does not spin when nothing has loaded', () => {
    expect(render(false).result.current).toBe(false);
  });

  it('spins while loading', () => {
    expect(render(true).result.current).toBe(true);
  });

  it('keeps spinning 300 ms after loading ends, then stops', () => {
    const hook = render(true);
    hook.rerender({ loading: false });
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe(false);
  });

  it('restarts the 300 ms when a second load ends during the first linger', () => {
    const hook = render(true);
    hook.rerender({ loading: false });
    act(() => vi.advanceTimersByTime(200));
    hook.rerender({ loading: true });
    hook.rerender({ loading: false });
    act(() => vi.advanceTimersByTime(200));
    expect(hook.result.current).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(hook.result.current).toBe(false);
  });
});
