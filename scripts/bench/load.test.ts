import { describe, expect, it } from 'vitest';
import { median, percentile } from './load';

describe('percentile', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i);

  it('is the value that many percent of the values are at or under', () => {
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 100)).toBe(100);
  });

  it('is the smallest value at 0 and the only value of one', () => {
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([7], 95)).toBe(7);
  });

  it('agrees with the median on an odd count', () => {
    expect(percentile([3, 1, 2], 50)).toBe(median([3, 1, 2]));
  });
});
