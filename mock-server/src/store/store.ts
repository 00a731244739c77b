import type { Low } from 'lowdb';
import type { World } from './schema';

/**
 * The world lives in memory; `save()` persists it after a mutation (the file adapter writes a
 * temp file and renames it, so a crash never leaves half a file). Requests never re-read the file.
 */
export interface Store {
  readonly kind: 'file' | 'memory';
  /** The data file's path, or ':memory:'. */
  readonly location: string;
  readonly data: World;
  save(): Promise<void>;
  /** Swaps in a whole new world (sandbox reset) and saves it. */
  replace(world: World): Promise<void>;
}

export function storeOver(db: Low<World>, kind: Store['kind'], location: string): Store {
  return {
    kind,
    location,
    get data() {
      return db.data;
    },
    save: () => db.write(),
    async replace(world) {
      db.data = world;
      await db.write();
    },
  };
}
