import { describe, expect, it } from 'vitest';
import { medianRun, sessionStorageItems, type LighthouseRun } from './lighthouse-figures';
import type { Session } from './sandbox';

const run = (score: number, tbtMs: number): LighthouseRun => ({
  score,
  tbtMs,
  lcpMs: 2000,
});

describe('medianRun', () => {
  it('is the run whose score is the median, with its own blocking time', () => {
    const runs = [run(92, 300), run(97, 40), run(94, 120)];
    expect(medianRun(runs)).toEqual(run(94, 120));
  });

  it('takes the first of two runs equally near the median of an even count', () => {
    expect(medianRun([run(90, 10), run(96, 20)])).toEqual(run(90, 10));
  });
});

describe('sessionStorageItems', () => {
  it('holds the tokens and the company the portal reads at start', () => {
    const session = {
      authorization: 'Bearer a',
      accessToken: 'a',
      refreshToken: 'r',
      user: { companyName: 'Acme', logoUrl: null, tabLogoUrl: null, resellerName: 'Partner' },
    } as unknown as Session;
    const items = sessionStorageItems(session);
    expect(items.token).toBe('a');
    expect(items.refreshToken).toBe('r');
    expect(JSON.parse(items.CompanyDetails ?? '')).toEqual({
      companyName: 'Acme',
      logoUrl: null,
      tabLogoUrl: null,
      resellerName: 'Partner',
    });
  });
});
