import { asDamaged, DamagedWorldError } from './damaged-world';
import { migrateWorld } from './migrations/migrate-world';
import type { World } from '../../model/schema';
import { checkWorld } from './world-schema';

/** A world read from disk, upgraded and checked; `upgradedFrom` its stored version if older. */
export type LoadedWorld = { world: World; upgradedFrom: number | null };

/**
 * World JSON from disk (a snapshot, a template) as a world of this version: upgraded step by
 * step if older, then checked against the schema. Anything else is a DamagedWorldError.
 */
export function worldFromDisk(stored: unknown): LoadedWorld {
  try {
    const { world, from } = migrateWorld(stored);
    return { world: checkWorld(world), upgradedFrom: from === world.version ? null : from };
  } catch (error) {
    throw asDamaged(error);
  }
}

/** The same, from a file's text (a saved snapshot, a template); text that is not JSON is damage. */
export function worldFromText(text: string): LoadedWorld {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch (error) {
    throw new DamagedWorldError(`it is not readable JSON (${(error as Error).message})`);
  }
  return worldFromDisk(stored);
}
