import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationAreaMounted } from './notification-area';
import { notify } from './notify';

const toast = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

describe('notify', () => {
  beforeAll(async () => {
    notificationAreaMounted();
    await Promise.resolve();
  });
  beforeEach(() => Object.values(toast).forEach((fn) => fn.mockClear()));

  it('closes after 3000 ms unless told otherwise', () => {
    notify.success('Saved');
    notify.info('Heads up', { autoClose: 8000 });
    expect(toast.success).toHaveBeenCalledWith('Saved', { autoClose: 3000 });
    expect(toast.info).toHaveBeenCalledWith('Heads up', { autoClose: 8000 });
  });

  it('holds a toast sent before the notification area is up, and shows it once it is', async () => {
    vi.resetModules();
    const area = await import('./notification-area');
    const { notify: early } = await import('./notify');
    early.info('VM is being stopped');
    expect(toast.info).not.toHaveBeenCalled();
    area.notificationAreaMounted();
    await Promise.resolve();
    expect(toast.info).toHaveBeenCalledWith('VM is being stopped', { autoClose: 3000 });
  });
});
