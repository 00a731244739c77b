import { describe, expect, it } from 'vitest';
import { DamagedWorldError } from '../damaged-world';
import { emptyWorld } from '../../../model/empty-world';
import { WORLD_VERSION } from '../../../model/schema';
import { checkWorld } from '../world-schema';
import { migrateWorld, MIGRATIONS, OLDEST_UPGRADABLE } from './migrate-world';
import { OLDER_SHAPES } from '../../../testing/older-worlds';
import { RECORDED_WORLDS } from '../../../testing/recorded-worlds';

const current = () => {
  const world = emptyWorld({ seed: 7, now: new Date('2026-01-01'), jwtSecret: 'x'.repeat(32) });
  world.meta.seededAt = '2026-01-01T00:00:00.000Z';
  return world;
};

describe('migrateWorld', () => {
  it('has one step from each version, oldest first, up to WORLD_VERSION', () => {
    expect(MIGRATIONS.map((s) => s.from)).toEqual(
      Array.from({ length: WORLD_VERSION - OLDEST_UPGRADABLE }, (_, i) => OLDEST_UPGRADABLE + i),
    );
    // Each older version is tested from a world it really stored or from its shape.
    const tested = [...RECORDED_WORLDS, ...OLDER_SHAPES].map((s) => s.version);
    expect(tested).toEqual(MIGRATIONS.map((s) => s.from));
  });

  it.each(OLDER_SHAPES)(
    'upgrades a world of version $version to a current world that passes the schema',
    ({ version, shape }) => {
      const { world, from } = migrateWorld(shape(current()));
      expect(from).toBe(version);
      expect(world.version).toBe(WORLD_VERSION);
      expect(() => checkWorld(world)).not.toThrow();
      expect((world as unknown as { meta: unknown }).meta).toEqual(current().meta);
    },
  );

  it('leaves a current world as it is', () => {
    const world = current();
    expect(migrateWorld(world)).toEqual({ world, from: WORLD_VERSION });
  });

  it.each([
    ['not an object', [], /not a JSON object/],
    ['no version', { users: [] }, /no version number/],
    ['newer', { ...current(), version: WORLD_VERSION + 1 }, /newer than this sandbox/],
    ['too old', { ...current(), version: OLDEST_UPGRADABLE - 1 }, /upgrades worlds from version/],
  ])('refuses a stored world that is %s as damaged', (_, stored, message) => {
    expect(() => migrateWorld(stored)).toThrow(DamagedWorldError);
    expect(() => migrateWorld(stored)).toThrow(message);
  });
});
