import { describe, expect, it } from 'vitest';
import { WORLD_VERSION } from '../../../model/schema';
import { RECORDED_WORLDS, recordedWorld } from '../../../testing/recorded-worlds';
import { checkWorld } from '../world-schema';
import { migrateWorld } from './migrate-world';

type Row = { id: number; [key: string]: unknown };
const rowsOf = (world: object, key: string) => (world as Record<string, Row[]>)[key]!;

describe('a world stored by an older sandbox, as it really wrote it', () => {
  it.each(RECORDED_WORLDS)(
    'of version $version ($commit) is upgraded to a current world that passes the schema',
    ({ version }) => {
      const stored = recordedWorld(version);
      expect(stored.version).toBe(version);
      const { world, from } = migrateWorld(stored);
      expect(from).toBe(version);
      expect(world.version).toBe(WORLD_VERSION);
      expect(() => checkWorld(world)).not.toThrow();
      // Nothing it held is lost: the same people, VMs and networks, counters still past them.
      for (const key of ['companies', 'users', 'teams', 'virtualMachines', 'networks', 'outbox']) {
        expect(rowsOf(world, key).map((r) => r.id)).toEqual(rowsOf(stored, key).map((r) => r.id));
        expect((world.counters as Record<string, number>)[key]).toBe(
          (stored.counters as Record<string, number>)[key],
        );
      }
      expect(world.meta).toEqual(stored.meta);
      expect(world.secrets).toEqual(stored.secrets);
    },
  );

  it.each(RECORDED_WORLDS)('of version $version is left as it was stored', ({ version }) => {
    const stored = recordedWorld(version);
    migrateWorld(stored);
    expect(stored).toEqual(recordedWorld(version));
  });
});
