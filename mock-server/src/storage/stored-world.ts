import { applyChanges } from '../model/changes';
import { asDamaged, DamagedWorldError } from './damaged-world';
import { readJournal } from './file/journal';
import { migrateWorld } from './migrations/migrate-world';
import type { World } from '../model/schema';
import { DurableJsonFile } from './file/snapshot-file';
import { checkWorld } from '../model/world-schema';

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

/**
 * The world in a data folder: the snapshot with its journal replayed, then upgraded and
 * checked; null when there is no snapshot yet. The journal is replayed before the upgrade:
 * its lines were written in the snapshot's version (opening an older world folds it into a
 * snapshot of this version at once, so the two never mix).
 */
export async function readStoredWorld(file: string, journal: string): Promise<LoadedWorld | null> {
  let stored: unknown;
  try {
    stored = await new DurableJsonFile<unknown>(file).read();
    if (stored === null) return null;
    const entries = (await readJournal(journal)).entries;
    for (const entry of entries) applyChanges(stored as World, entry.changes);
  } catch (error) {
    throw asDamaged(error);
  }
  return worldFromDisk(stored);
}
