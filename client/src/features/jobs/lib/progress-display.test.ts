import { describe, expect, it } from 'vitest';
import { makeProgress, T0 } from '../testing/job-fixtures';
import { displayedProgress } from './progress-display';

// A job planned to take 100 s: at T0 + n seconds the time estimate reads n percent.
const timed = (server: number) =>
  makeProgress({ progressPercentage: server, estimatedCompletion: new Date(T0 + 100_000) });
const at = (seconds: number) => T0 + seconds * 1000;

describe('displayedProgress', () => {
  it('shows 100 for a completed job, whatever the server percentage', () => {
    const progress = makeProgress({ isCompleted: true, progressPercentage: 30 });
    expect(displayedProgress({ progress, now: T0 })).toBe(100);
  });

  it('shows a failed job where it stopped, never a full bar', () => {
    // Failed after its planned end: the time estimate and the overdue floor would say 95-100.
    const failed = makeProgress({
      hasFailed: true,
      progressPercentage: 62,
      estimatedCompletion: new Date(T0 + 100_000),
    });
    expect(displayedProgress({ progress: failed, now: at(150), previous: 64 })).toBe(62);
    const both = makeProgress({ hasFailed: true, isCompleted: true, progressPercentage: 100 });
    expect(displayedProgress({ progress: both, now: T0, previous: 100 })).toBe(99);
  });

  it('uses the server percentage, rounded, when there is no estimated completion', () => {
    expect(
      displayedProgress({ progress: makeProgress({ progressPercentage: 33.6 }), now: T0 }),
    ).toBe(34);
  });

  it('prefers the time-based estimate when it is within 40 points of the server', () => {
    expect(displayedProgress({ progress: timed(30), now: at(50) })).toBe(50);
    expect(displayedProgress({ progress: timed(10), now: at(50) })).toBe(50); // exactly 40 apart
  });

  it('falls back to the server value when the estimate is more than 40 points off', () => {
    expect(displayedProgress({ progress: timed(9), now: at(50) })).toBe(9);
    expect(displayedProgress({ progress: timed(95), now: at(20) })).toBe(95);
  });

  it('shows at least 95 once the estimated completion has passed', () => {
    expect(displayedProgress({ progress: timed(20), now: at(150) })).toBe(95);
    expect(displayedProgress({ progress: timed(80), now: at(100) })).toBe(100); // estimate 100 used
    expect(displayedProgress({ progress: timed(97), now: at(200) })).toBe(97);
  });

  it('never goes below the value shown before', () => {
    expect(
      displayedProgress({
        progress: makeProgress({ progressPercentage: 40 }),
        now: T0,
        previous: 70,
      }),
    ).toBe(70);
    expect(displayedProgress({ progress: timed(30), now: at(50), previous: 49 })).toBe(50);
  });

  it('clamps to 0-100 integers', () => {
    expect(displayedProgress({ progress: timed(0), now: at(-10) })).toBe(0);
    expect(displayedProgress({ progress: timed(70), now: at(104.4) })).toBe(100);
    expect(
      displayedProgress({
        progress: makeProgress({ progressPercentage: 5 }),
        now: T0,
        previous: 140,
      }),
    ).toBe(100);
  });

  it('ignores an estimate that is not after the creation time', () => {
    const progress = makeProgress({ progressPercentage: 12, estimatedCompletion: new Date(T0) });
    expect(displayedProgress({ progress, now: T0 - 1 })).toBe(12);
  });
});
