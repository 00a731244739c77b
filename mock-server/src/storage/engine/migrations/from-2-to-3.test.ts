import { describe, expect, it } from 'vitest';
import { recordedWorld } from '../../../testing/recorded-worlds';
import { from2To3 } from './from-2-to-3';
import type { JsonWorld } from './json-world';

const family = {
  id: 4,
  userId: 1,
  mfaVerified: true,
  currentJti: 'jti-4',
  revoked: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-08T00:00:00.000Z',
};

describe('world version 2 to 3', () => {
  it('notes a stored session as never rotated under the grace rule, and adds console tickets', () => {
    const stored: JsonWorld = { ...recordedWorld(2), refreshFamilies: [family] };
    const before = structuredClone(stored);
    const upgraded = from2To3.migrate(stored);
    expect(upgraded.version).toBe(3);
    expect(upgraded.refreshFamilies).toEqual([
      { ...family, previousJti: null, rotatedAt: family.createdAt },
    ]);
    expect(upgraded.consoleTickets).toEqual([]);
    expect(upgraded.counters).toEqual({ ...(stored.counters as object), consoleTickets: 0 });
    expect(stored).toEqual(before);
  });
});
