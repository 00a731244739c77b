import type { World } from '../../model/schema';

export type SnapshotInfo = { name: string; savedAt: Date; sizeBytes: number };

/**
 * Named copies of the whole world, so that a prepared demo ("mid-demo") can be loaded again
 * before each meeting. Names are checked by the caller (letters, digits, spaces, - and _).
 */
export interface SnapshotShelf {
  list(): Promise<SnapshotInfo[]>;
  save(name: string, world: World): Promise<SnapshotInfo>;
  /** What saving `world` would take on this shelf: a save is counted before it is written. */
  bytesOf(world: World): number;
  /**
   * The saved world, upgraded to this version if it is older; null when there is none by that
   * name. A damaged one is a DamagedWorldError.
   */
  load(name: string): Promise<World | null>;
  /** Whether there was one to delete. */
  delete(name: string): Promise<boolean>;
}
