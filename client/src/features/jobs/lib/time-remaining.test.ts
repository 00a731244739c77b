import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/job-fixtures';
import { formatTimeRemaining } from './time-remaining';

const left = (timeRemaining: number | null, estimatedCompletion: Date | null = null) =>
  formatTimeRemaining({ timeRemaining, estimatedCompletion }, T0);

describe('formatTimeRemaining', () => {
  it('reads "Completing..." at or below zero and once the estimate has passed', () => {
    expect(left(0)).toBe('Completing...');
    expect(left(-5)).toBe('Completing...');
    expect(left(30, new Date(T0 - 1000))).toBe('Completing...');
    expect(left(30, new Date(T0))).toBe('Completing...');
  });

  it('reads "Xh Ym" from one hour, minutes rounded down', () => {
    expect(left(3600)).toBe('1h 0m');
    expect(left(3725)).toBe('1h 2m');
    expect(left(7260)).toBe('2h 1m');
  });

  it('reads whole minutes, rounded down, from 60 seconds', () => {
    expect(left(60)).toBe('1 minute');
    expect(left(119)).toBe('1 minute');
    expect(left(120)).toBe('2 minutes');
    expect(left(3599)).toBe('59 minutes');
  });

  it('reads seconds below a minute, fractions rounded up', () => {
    expect(left(1)).toBe('1 second');
    expect(left(45)).toBe('45 seconds');
    expect(left(0.2)).toBe('1 second');
    expect(left(59.5)).toBe('1 minute');
  });

  it('falls back to the estimated completion, and to nothing when neither exists', () => {
    expect(left(null, new Date(T0 + 90_000))).toBe('1 minute');
    expect(left(null)).toBeNull();
  });
});
