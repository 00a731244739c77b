import { describe, expect, it } from 'vitest';
import { andThen } from './maybe-promise';

describe('andThen', () => {
  it('goes on at once with a value that is there', () => {
    const seen: string[] = [];
    const result = andThen(2, (n) => {
      seen.push('next');
      return n * 3;
    });
    seen.push('after');
    expect(result).toBe(6);
    expect(seen).toEqual(['next', 'after']);
  });

  it('waits for a promise, and gives a promise back', async () => {
    const result = andThen(Promise.resolve(2), (n) => n * 3);
    expect(result).toBeInstanceOf(Promise);
    expect(await result).toBe(6);
  });

  it('passes on what a later step returns, value or promise', async () => {
    expect(await andThen(1, (n) => Promise.resolve(n + 1))).toBe(2);
    await expect(andThen(Promise.reject(new Error('no')), (n: number) => n)).rejects.toThrow('no');
  });
});
