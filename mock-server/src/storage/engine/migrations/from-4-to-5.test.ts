import { describe, expect, it } from 'vitest';
import { recordedWorld } from '../../../testing/recorded-worlds';
import { from4To5 } from './from-4-to-5';

describe('world version 4 to 5', () => {
  it('gives every team the default permissions (no rows of its own), keeping the rest', () => {
    const stored = recordedWorld(4);
    const upgraded = from4To5.migrate(stored);
    expect(upgraded.version).toBe(5);
    expect(upgraded.teamPermissions).toEqual([]);
    expect(upgraded.counters).toEqual({ ...(stored.counters as object), teamPermissions: 0 });
    expect(upgraded.teams).toEqual(stored.teams);
    expect(stored).toEqual(recordedWorld(4));
  });
});
