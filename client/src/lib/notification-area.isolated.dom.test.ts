import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The area's state is the page's: each test starts from a fresh page's module.
const fresh = () => import('./notification-area');

describe('the notification area', () => {
  beforeEach(() => vi.resetModules());

  it('is wanted at the first pointer or key input on the page, not before', async () => {
    const area = await fresh();
    const target = new EventTarget();
    area.wantNotificationAreaOnInput(target);
    const { result } = renderHook(() => area.useNotificationAreaWanted());
    expect(result.current).toBe(false);
    target.dispatchEvent(new Event('keydown'));
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('is wanted by a toast sent before any input, which waits until the area is up', async () => {
    const area = await fresh();
    const show = vi.fn();
    const { result } = renderHook(() => area.useNotificationAreaWanted());
    area.whenNotificationAreaUp(show);
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(show).not.toHaveBeenCalled();
    area.notificationAreaMounted();
    await Promise.resolve();
    expect(show).toHaveBeenCalledOnce();
  });

  it('a mount undone at once (StrictMode) receives nothing; the next one does', async () => {
    const area = await fresh();
    const show = vi.fn();
    area.whenNotificationAreaUp(show);
    const undo = area.notificationAreaMounted();
    undo();
    area.notificationAreaMounted();
    await Promise.resolve();
    expect(show).toHaveBeenCalledOnce();
  });
});
