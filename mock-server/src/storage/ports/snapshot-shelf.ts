import type { World } from '../../model/schema';

export type SnapshotInfo = { name: string; savedAt: Date; sizeBytes: number };

/** A save refused because the shelf would then hold more than it was allowed: nothing written. */
export class ShelfFullError extends Error {
  constructor() {
    super('the snapshot shelf has no room for this snapshot');
    this.name = 'ShelfFullError';
  }
}

/**
 * Named copies of the whole world, so that a prepared demo ("mid-demo") can be loaded again
 * before each meeting. Names are checked by the caller (letters, digits, spaces, - and _).
 */
export interface SnapshotShelf {
  list(): Promise<SnapshotInfo[]>;
  /**
   * Saves `world` as `name`, replacing a snapshot of that name. With `maxBytes`, a save after
   * which the shelf would hold more (its other snapshots and this one) is a ShelfFullError;
   * saves of one world are counted against each other, in flight and, where several processes
   * share the shelf, across them.
   */
  save(name: string, world: World, maxBytes?: number): Promise<SnapshotInfo>;
  /** What all its snapshots take. */
  totalBytes(): Promise<number>;
  /**
   * The saved world, upgraded to this version if it is older; null when there is none by that
   * name. A damaged one is a DamagedWorldError.
   */
  load(name: string): Promise<World | null>;
  /** Whether there was one to delete. */
  delete(name: string): Promise<boolean>;
}
