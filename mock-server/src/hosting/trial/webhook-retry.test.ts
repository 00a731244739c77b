import { describe, expect, it } from 'vitest';
import { retryAt, verdictOf } from './webhook-retry';

const t0 = new Date('2026-03-15T10:00:00.000Z');
const after = (ms: number) => new Date(t0.getTime() + ms);

describe('verdictOf', () => {
  it('delivers on 2xx, retries on 408, 429 and 5xx, and gives up on any other answer', () => {
    expect([200, 202, 204].map(verdictOf)).toEqual(['delivered', 'delivered', 'delivered']);
    expect([408, 429, 500, 503].map(verdictOf)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect([301, 400, 401, 404, 410].map(verdictOf)).toEqual(Array(5).fill('permanent'));
  });
});

describe('retryAt', () => {
  it('waits 5 s after the first failure, then twice as long each time', () => {
    expect(retryAt(t0, 1, t0)).toEqual(after(5_000));
    expect(retryAt(t0, 2, after(5_000))).toEqual(after(15_000));
    expect(retryAt(t0, 3, after(15_000))).toEqual(after(35_000));
  });

  it('never waits more than an hour between attempts', () => {
    expect(retryAt(t0, 12, after(3_600_000))).toEqual(after(7_200_000));
    expect(retryAt(t0, 40, after(3_600_000))).toEqual(after(7_200_000));
  });

  it('gives up once the next attempt would be more than a day after the event', () => {
    expect(retryAt(t0, 20, after(23 * 3_600_000))).toEqual(after(24 * 3_600_000));
    expect(retryAt(t0, 21, after(23 * 3_600_000 + 1))).toBeNull();
  });
});
