import { describe, expect, it } from 'vitest';
import { calmSandbox } from '../../../model/empty-world';
import { recordedWorld } from '../../../testing/recorded-worlds';
import { from3To4 } from './from-3-to-4';
import type { JsonRecord } from './json-world';

describe('world version 3 to 4', () => {
  it('makes every company a full account and every job fail where its kind usually does', () => {
    const stored = recordedWorld(3);
    const upgraded = from3To4.migrate(stored);
    expect(upgraded.version).toBe(4);
    const companies = upgraded.companies as JsonRecord[];
    expect(companies.length).toBeGreaterThan(0);
    expect(companies.every((c) => c.isTrial === false)).toBe(true);
    const jobs = upgraded.jobs as JsonRecord[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.failureStage === null)).toBe(true);
  });

  it("starts the sandbox's settings as a new world's, with no sign-in guard yet", () => {
    const stored = recordedWorld(3);
    const upgraded = from3To4.migrate(stored);
    expect(upgraded.sandbox).toEqual(calmSandbox());
    expect(upgraded.signInGuards).toEqual([]);
    expect(upgraded.counters).toMatchObject({ signInGuards: 0 });
    expect(stored).toEqual(recordedWorld(3));
  });
});
