import { DamagedWorldError } from '../storage/engine/damaged-world';
import type { World } from '../model/schema';
import type { SnapshotShelf } from '../storage/ports/snapshot-shelf';
import { HttpError } from '../domain/shared/errors';

/** A saved snapshot that cannot be read as a world, even after upgrading: refused, kept as it is. */
export const damagedSnapshot = (name: string) =>
  new HttpError(
    422,
    `The snapshot "${name}" is damaged and cannot be loaded: delete it, or save the world again under that name`,
  );

/** A saved snapshot, upgraded if an older sandbox saved it; null if there is none by that name. */
export async function loadSnapshot(shelf: SnapshotShelf, name: string): Promise<World | null> {
  try {
    return await shelf.load(name);
  } catch (error) {
    if (error instanceof DamagedWorldError) throw damagedSnapshot(name);
    throw error;
  }
}

/** A hosted world whose stored data fails on load: set aside for the operator, never reseeded. */
export const WORLD_DAMAGED =
  'This sandbox could not be opened: its stored data is damaged. It has been set aside for the operator.';
export const worldDamaged = () => new HttpError(503, WORLD_DAMAGED);
