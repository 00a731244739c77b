import { DamagedWorldError } from '../damaged-world';
import { WORLD_VERSION } from '../../../model/schema';
import { from1To2 } from './from-1-to-2';
import { from2To3 } from './from-2-to-3';
import { from3To4 } from './from-3-to-4';
import { from4To5 } from './from-4-to-5';
import { from5To6 } from './from-5-to-6';
import { from6To7 } from './from-6-to-7';
import { from7To8 } from './from-7-to-8';
import type { JsonWorld, MigrationStep } from './json-world';

/**
 * Every upgrade, oldest first: step N takes a world of version N to N + 1. Bumping
 * WORLD_VERSION means adding the step from the previous version here (a test checks the chain
 * reaches it), so a stored world outlives the upgrade instead of being seeded again.
 */
export const MIGRATIONS: readonly MigrationStep[] = [
  from1To2,
  from2To3,
  from3To4,
  from4To5,
  from5To6,
  from6To7,
  from7To8,
];

/** The oldest stored world this sandbox upgrades (older ones predate stored upgrades). */
export const OLDEST_UPGRADABLE = MIGRATIONS[0]?.from ?? WORLD_VERSION;

/**
 * The stored world brought to WORLD_VERSION, step by step; `from` is the version it was stored
 * in. Pure: the input is left as it was. A version it cannot upgrade is a DamagedWorldError.
 */
export function migrateWorld(stored: unknown): { world: JsonWorld; from: number } {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored))
    throw new DamagedWorldError('the stored world is not a JSON object');
  const version = (stored as { version?: unknown }).version;
  if (typeof version !== 'number' || !Number.isInteger(version))
    throw new DamagedWorldError('the stored world has no version number');
  if (version > WORLD_VERSION)
    throw new DamagedWorldError(
      `the stored world is of version ${version}, newer than this sandbox's ${WORLD_VERSION}`,
    );
  if (version < OLDEST_UPGRADABLE)
    throw new DamagedWorldError(
      `the stored world is of version ${version}; this sandbox upgrades worlds from version ${OLDEST_UPGRADABLE} on`,
    );
  let world = stored as JsonWorld;
  for (const step of MIGRATIONS) if (step.from === world.version) world = step.migrate(world);
  return { world, from: version };
}
