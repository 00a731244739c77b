import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../../model/empty-world';
import { records } from '../../../model/records';
import type { Company } from '../../../model/schema';
import { from7To8 } from './from-7-to-8';
import { asVersion7 } from '../../../testing/older-worlds';

const at = '2026-01-01T00:00:00.000Z';
const company = { id: 1, name: 'Acme', logoPath: '/branding/acme.svg' } as Company;

describe('world version 7 to 8', () => {
  it('adds an empty brandAssets collection and its counter, keeping the rest', () => {
    const world = emptyWorld({ seed: 1, now: new Date(at), jwtSecret: 'x'.repeat(32) });
    world.companies = records([company]);
    world.counters.companies = 1;
    const stored = asVersion7(world);
    expect(stored).not.toHaveProperty('brandAssets');
    expect(stored.counters).not.toHaveProperty('brandAssets');

    const upgraded = from7To8.migrate(stored);
    expect(upgraded.version).toBe(8);
    expect(upgraded.brandAssets).toEqual([]);
    expect(upgraded.counters).toEqual({ ...world.counters, brandAssets: 0 });
    expect(upgraded.companies).toEqual([company]);
    expect(stored).not.toHaveProperty('brandAssets');
  });
});
