import { describe, expect, it } from 'vitest';
import { formatAge, formatDuration } from './elapsed-format';

const ago = (ms: number) => formatAge(1_000_000_000, 1_000_000_000 + ms);

describe('formatAge', () => {
  it('reads "Just now" under a minute (and for clock skew into the future)', () => {
    expect(ago(0)).toBe('Just now');
    expect(ago(59_999)).toBe('Just now');
    expect(ago(-5000)).toBe('Just now');
  });

  it('reads "Nm ago", "Nh ago", "Nd ago", rounded down', () => {
    expect(ago(60_000)).toBe('1m ago');
    expect(ago(5 * 60_000 + 59_000)).toBe('5m ago');
    expect(ago(60 * 60_000)).toBe('1h ago');
    expect(ago(23 * 3_600_000 + 3_599_000)).toBe('23h ago');
    expect(ago(24 * 3_600_000)).toBe('1d ago');
    expect(ago(9 * 24 * 3_600_000)).toBe('9d ago');
  });
});

describe('formatDuration', () => {
  it('reads seconds, then minutes and seconds, then hours and minutes', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(45_900)).toBe('45s');
    expect(formatDuration(72_000)).toBe('1m 12s');
    expect(formatDuration(3_600_000 + 5 * 60_000 + 7000)).toBe('1h 5m');
    expect(formatDuration(-10)).toBe('0s');
  });
});
