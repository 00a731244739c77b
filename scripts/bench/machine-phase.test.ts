import { describe, expect, it } from 'vitest';
import { CALM_HELLO_RPS, phaseRow } from './machine-phase';

describe('phaseRow', () => {
  it('meets when the hello-world was calm at both ends of the run', () => {
    const row = phaseRow(69_543.2, 64_000);
    expect(row.value).toBe('69,543 and 64,000 req/s');
    expect(row.met).toBe(true);
  });

  it('misses when it was slow at either end', () => {
    expect(phaseRow(18_313, 70_000).met).toBe(false);
    expect(phaseRow(70_000, CALM_HELLO_RPS - 1).met).toBe(false);
  });

  it('takes the threshold itself as calm', () => {
    expect(phaseRow(CALM_HELLO_RPS, CALM_HELLO_RPS).met).toBe(true);
  });
});
