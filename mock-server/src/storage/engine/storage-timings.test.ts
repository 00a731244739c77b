import { describe, expect, it } from 'vitest';
import { timed, watchStorageTimings, type StorageTiming } from './storage-timings';

describe('storage timings', () => {
  it("reports each write's duration, failed ones too, to whoever watches, until they stop", async () => {
    const seen: StorageTiming[] = [];
    const stop = watchStorageTimings((t) => seen.push(t));
    await timed('commit', 'file', async () => 1);
    await expect(
      timed('snapshot', 'postgres', async () => Promise.reject(new Error('disk full'))),
    ).rejects.toThrow('disk full');
    stop();
    await timed('commit', 'file', async () => 2);
    expect(seen.map((t) => [t.kind, t.backend])).toEqual([
      ['commit', 'file'],
      ['snapshot', 'postgres'],
    ]);
    expect(seen.every((t) => t.seconds >= 0)).toBe(true);
  });
});
