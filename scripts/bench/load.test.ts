import { describe, expect, it } from 'vitest';
import { answeringServers } from './answering-server';
import { measure, median, msText, p99sOfRounds, percentile, ratioText, runInRounds } from './load';

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

describe('ratioText', () => {
  it('prints two decimals, or one where asked', () => {
    expect(ratioText(0.78, 0.7)).toBe('0.78');
    expect(ratioText(0.6949, 0.7)).toBe('0.69');
    expect(ratioText(1.66, 2, 1)).toBe('1.7');
  });

  it('never prints the goal itself for a ratio on either side of it', () => {
    expect(ratioText(0.6997, 0.7)).toBe('0.6997');
    expect(ratioText(0.7049, 0.7)).toBe('0.705');
    expect(ratioText(0.69951, 0.7)).toBe('0.6995');
    expect(ratioText(2.04, 2, 1)).toBe('2.04');
    expect(ratioText(0.7, 0.7)).toBe('0.70');
  });
});

describe('msText', () => {
  it('prints three significant digits, whole milliseconds from 100 up', () => {
    expect(msText(1.4349)).toBe('1.43');
    expect(msText(0.5)).toBe('0.5');
    expect(msText(12.345)).toBe('12.3');
    expect(msText(715.4)).toBe('715');
    expect(msText(0)).toBe('0');
    // The teams row prints its p99 less the seeded one's, which may be below zero.
    expect(msText(-7.851)).toBe('-7.85');
    expect(msText(-1234.5)).toBe('-1234');
  });
});

describe('runInRounds', () => {
  it('gives each figure the medians of its rounds, with every round kept in order', async () => {
    const p99s = { a: [9, 46, 5], b: [1, 2, 3] };
    const round = { a: 0, b: 0 };
    const measured = (key: 'a' | 'b') => async () => {
      const p99 = p99s[key][round[key]++] as number;
      return { rps: 100 * p99, p99, errors: key === 'b' ? 1 : 0 };
    };
    const result = await runInRounds('test', { a: measured('a'), b: measured('b') }, 3);
    expect(result.a.p99).toBe(9);
    expect(result.a.rps).toBe(900);
    expect(p99sOfRounds(result.a)).toBe('9/46/5');
    expect(result.b.errors).toBe(3);
  });
});

describe('measure', () => {
  const serve = answeringServers();

  it("keeps the fractions of a millisecond that autocannon's own percentiles drop", async () => {
    // Every answer takes 1.5 ms and a little: autocannon's whole milliseconds would say 2.
    const { url } = await serve(() => ({ spinMs: 1.5 }));
    const m = await measure({ url, seconds: 1, connections: 1 });
    expect(m.p99).toBeGreaterThanOrEqual(1.5);
    expect(Number.isInteger(m.p99)).toBe(false);
    expect(m.errors).toBe(0);
  });

  it('leaves out the warm-up and the answers that are not 2xx', async () => {
    const started = performance.now();
    // Slow while warming up; afterwards every other answer a slow 500.
    const { url } = await serve((n) =>
      performance.now() - started < 900
        ? { delayMs: 200 }
        : n % 2
          ? { status: 500, delayMs: 200 }
          : {},
    );
    const m = await measure({ url, seconds: 1, warmupSeconds: 1, connections: 1 });
    expect(m.p99).toBeLessThan(200);
    expect(m.errors).toBeGreaterThan(0);
  });
});
