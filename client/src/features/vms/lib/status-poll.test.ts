import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VmStatus } from '@contract/vm-status';
import { POWER_POLLS, pollVmStatus, STATUS_POLL_MS } from './status-poll';

const reader = (statuses: VmStatus[]) => {
  let i = 0;
  return vi.fn(async () => statuses[Math.min(i++, statuses.length - 1)]!);
};

describe('pollVmStatus', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 5000 ms and resolves once a stop reaches Shutoff', async () => {
    const read = reader(['Stopping', 'Stopping', 'Shutoff']);
    const result = pollVmStatus({ read, ...POWER_POLLS.stop });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1);
    expect(read).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * STATUS_POLL_MS);
    await expect(result).resolves.toBe('reached');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('gives up on a stop after 12 attempts (60 s)', async () => {
    const read = reader(['Stopping']);
    const result = pollVmStatus({ read, ...POWER_POLLS.stop });
    await vi.advanceTimersByTimeAsync(12 * STATUS_POLL_MS);
    await expect(result).resolves.toBe('timeout');
    expect(read).toHaveBeenCalledTimes(12);
  });

  it('waits up to 24 attempts (120 s) for a start to reach Running', async () => {
    const read = reader([...Array<VmStatus>(23).fill('Starting'), 'Running']);
    const result = pollVmStatus({ read, ...POWER_POLLS.start });
    await vi.advanceTimersByTimeAsync(24 * STATUS_POLL_MS);
    await expect(result).resolves.toBe('reached');
    expect(read).toHaveBeenCalledTimes(24);
  });

  it('times out a start after 24 attempts', async () => {
    const read = reader(['Starting']);
    const result = pollVmStatus({ read, ...POWER_POLLS.start });
    await vi.advanceTimersByTimeAsync(24 * STATUS_POLL_MS);
    await expect(result).resolves.toBe('timeout');
    expect(read).toHaveBeenCalledTimes(24);
  });

  it('counts a failed read as an attempt and carries on', async () => {
    const read = vi
      .fn<() => Promise<VmStatus>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue('Running');
    const result = pollVmStatus({ read, ...POWER_POLLS.start });
    await vi.advanceTimersByTimeAsync(2 * STATUS_POLL_MS);
    await expect(result).resolves.toBe('reached');
  });

  it('stops at once when cancelled', async () => {
    const controller = new AbortController();
    const read = reader(['Stopping']);
    const result = pollVmStatus({ read, ...POWER_POLLS.stop, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    controller.abort();
    await expect(result).resolves.toBe('cancelled');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
