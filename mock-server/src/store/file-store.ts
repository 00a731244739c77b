import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import { WORLD_VERSION, type World } from './schema';
import { storeOver, type Store } from './store';

export type OpenFileStoreOptions = {
  dir: string;
  /** Discard whatever is there and reseed (SANDBOX_FRESH=1). */
  fresh: boolean;
  seed: () => Promise<World>;
  now: Date;
};
export type OpenedFileStore = { store: Store; seeded: boolean; reason: string };

export const dataFilePath = (dir: string) => path.join(dir, 'db.json');

/**
 * Opens SANDBOX_DATA_DIR/db.json, seeding it when missing, asked to, of an older world version,
 * or unreadable (the broken file is kept beside it for inspection). Deliberately not lowdb's
 * JSONFilePreset: that one silently turns in-memory under NODE_ENV=test.
 */
export async function openFileStore(opts: OpenFileStoreOptions): Promise<OpenedFileStore> {
  await mkdir(opts.dir, { recursive: true }); // steno does not create parent folders
  const file = dataFilePath(opts.dir);
  const db = new Low<World | null>(new JSONFile<World | null>(file), null);

  let reason = '';
  if (opts.fresh) reason = 'SANDBOX_FRESH=1';
  else {
    try {
      await db.read();
      if (db.data === null) reason = 'no data file yet';
      else if (db.data.version !== WORLD_VERSION)
        reason = `data file is world version ${db.data.version}`;
    } catch (err) {
      const backup = `${file}.corrupt-${opts.now.toISOString().replace(/[:.]/g, '-')}`;
      await rename(file, backup);
      reason = `data file was unreadable (${(err as Error).message}); kept as ${path.basename(backup)}`;
    }
  }

  if (reason) {
    db.data = await opts.seed();
    await db.write();
  }
  return {
    store: storeOver(db as Low<World>, 'file', file),
    seeded: reason !== '',
    reason: reason || 'reused',
  };
}
