import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('returns the first value at once and later values after 200 ms by default', () => {
    const hook = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'a' },
    });
    expect(hook.result.current).toBe('a');
    hook.rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(199));
    expect(hook.result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current).toBe('ab');
  });

  it('only lets the last of quick changes through', () => {
    const hook = renderHook(({ value }) => useDebouncedValue(value, 200), {
      initialProps: { value: 1 },
    });
    hook.rerender({ value: 2 });
    act(() => vi.advanceTimersByTime(150));
    hook.rerender({ value: 3 });
    act(() => vi.advanceTimersByTime(150));
    expect(hook.result.current).toBe(1);
    act(() => vi.advanceTimersByTime(50));
    expect(hook.result.current).toBe(3);
  });

  it('holds an explicit initial value until the first delay has passed', () => {
    const hook = renderHook(() => useDebouncedValue<string | null>('q', 200, null));
    expect(hook.result.current).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(hook.result.current).toBe('q');
  });
});
