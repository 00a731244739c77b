import { describe, expect, it } from 'vitest';
import { VM_SIZES } from '@contract/sizes';
import { BASE_DURATIONS_MS, createDurationMs, scaled, upgradeDurationMs } from './durations';

describe('durations', () => {
  it('creates in 45-90 s, the same for the same job, longer for bigger sizes', () => {
    for (const size of VM_SIZES) {
      for (let jobId = 1; jobId < 200; jobId++) {
        for (const copies of [1, 10]) {
          const ms = createDurationMs(size.cpu, jobId, copies);
          expect(ms).toBeGreaterThanOrEqual(45_000);
          expect(ms).toBeLessThanOrEqual(90_000);
          expect(createDurationMs(size.cpu, jobId, copies)).toBe(ms);
        }
      }
    }
    const avg = (cpu: number) =>
      Array.from({ length: 100 }, (_, i) => createDurationMs(cpu, i, 1)).reduce((a, b) => a + b) /
      100;
    expect(avg(16)).toBeGreaterThan(avg(2));
  });

  it('upgrades in 20-60 s, longer for more added cores', () => {
    expect(upgradeDurationMs(6, 8)).toBe(25_000);
    expect(upgradeDurationMs(2, 16)).toBe(55_000);
    expect(upgradeDurationMs(2, 64)).toBe(60_000);
  });

  it('applies the time scale, never down to zero', () => {
    expect(scaled(BASE_DURATIONS_MS.start, 1)).toBe(10_000);
    expect(scaled(BASE_DURATIONS_MS.start, 0.1)).toBe(1_000);
    expect(scaled(BASE_DURATIONS_MS.stop, 2)).toBe(12_000);
    expect(scaled(BASE_DURATIONS_MS.stop, 0.00001)).toBe(1);
  });
});
