import { chmod, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { applyChanges } from './changes';
import { ensureDataFolder } from './data-folder';
import { Journal, readJournal } from './journal';
import { WORLD_VERSION, type World } from './schema';
import { DurableJsonFile } from './snapshot-file';
import { Store, type Durability, type StoreOptions } from './store';

export type OpenFileStoreOptions = {
  dir: string;
  /** Discard whatever is there and reseed (SANDBOX_FRESH=1). */
  fresh: boolean;
  seed: () => Promise<World>;
  now: Date;
  /**
   * Fold the journal into the snapshot at once (`npm start`: one file to read), or leave it for
   * the next compaction (a hosted world opened on its first request answers sooner).
   */
  foldJournal?: boolean;
} & StoreOptions;
export type OpenedFileStore = { store: Store; seeded: boolean; reason: string };

export const dataFilePath = (dir: string) => path.join(dir, 'db.json');
export const journalPath = (dir: string) => path.join(dir, 'db.journal');

/**
 * Opens SANDBOX_DATA_DIR: the snapshot db.json (lowdb, a file a person can read) plus the
 * journal of every change since. At start the journal is replayed onto the snapshot (a torn
 * last line, never acknowledged, is ignored) and folded into a fresh snapshot. The world is
 * seeded instead when there is nothing yet, when asked to, when the file is of an older world
 * version, or when it is unreadable (the broken files are kept beside it for inspection).
 */
export async function openFileStore(opts: OpenFileStoreOptions): Promise<OpenedFileStore> {
  await ensureDataFolder(opts.dir);
  const file = dataFilePath(opts.dir);
  const journalFile = journalPath(opts.dir);
  const db = new Low<World | null>(new DurableJsonFile<World | null>(file), null);

  let reason = '';
  if (opts.fresh) reason = 'SANDBOX_FRESH=1';
  else {
    try {
      await db.read();
      if (db.data === null) reason = 'no data file yet';
      else if (db.data.version !== WORLD_VERSION)
        reason = `data file is world version ${db.data.version}`;
      else
        for (const entry of (await readJournal(journalFile)).entries)
          applyChanges(db.data, entry.changes);
    } catch (err) {
      const stamp = opts.now.toISOString().replace(/[:.]/g, '-');
      await rename(file, `${file}.corrupt-${stamp}`).catch(() => {});
      await rename(journalFile, `${journalFile}.corrupt-${stamp}`).catch(() => {});
      reason = `data file was unreadable (${(err as Error).message}); kept as *.corrupt-${stamp}`;
    }
  }
  if (reason) db.data = await opts.seed();

  const journal = await Journal.open(journalFile);
  let snapshotSize = 0;
  const durability: Durability = {
    append: (entries) => journal.append(entries),
    async snapshot(world) {
      db.data = world;
      await db.write();
      await journal.truncate();
      snapshotSize = (await stat(file)).size;
    },
    get journalSize() {
      return journal.size;
    },
    get snapshotSize() {
      return snapshotSize;
    },
    close: () => journal.close(),
  };
  // Start from one file: whatever was replayed (or seeded) becomes the snapshot.
  if (reason || opts.foldJournal !== false) await durability.snapshot(db.data as World);
  else snapshotSize = (await stat(file)).size;
  await chmod(file, 0o600);
  const store = new Store(db.data as World, durability, 'file', file, opts);
  return { store, seeded: reason !== '', reason: reason || 'reused' };
}
