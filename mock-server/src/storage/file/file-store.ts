import { chmod, rename } from 'node:fs/promises';
import path from 'node:path';
import { Low } from 'lowdb';
import { applyChanges } from '../../model/changes';
import type { World } from '../../model/schema';
import { asDamaged, fileStamp } from '../engine/damaged-world';
import { Store, type StoreOptions } from '../engine/store';
import { worldFromDisk, type LoadedWorld } from '../engine/stored-world';
import { ensureDataFolder } from './data-folder';
import { FileDurability } from './file-durability';
import { journalFiles, readJournal } from './journal';
import { DurableJsonFile } from './snapshot-file';

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
  /** Damaged data: kept aside and seeded again (the default), or thrown (a hosted world). */
  damaged?: 'set-aside' | 'refuse';
} & StoreOptions;
export type OpenedFileStore = {
  store: Store;
  seeded: boolean;
  /** Why it was seeded, or 'reused', or 'upgraded from world version N'. */
  reason: string;
  upgradedFrom: number | null;
};

export const dataFilePath = (dir: string) => path.join(dir, 'db.json');
export const journalPath = (dir: string) => path.join(dir, 'db.journal');

/**
 * Opens SANDBOX_DATA_DIR: the snapshot db.json (lowdb, a file a person can read) plus the
 * journal of every change since. At start the journal is replayed onto the snapshot (a torn
 * last line, never acknowledged, is ignored), a world of an older version is upgraded by the
 * migration steps (store/migrations/), the result is checked against the schema and folded
 * into a fresh snapshot. The world is seeded only when there is nothing yet or when asked to.
 * Damaged data (unreadable, failing the schema, a version that cannot be upgraded) is never
 * replaced silently: with `damaged: 'set-aside'` (npm start) the files are kept beside as
 * *.corrupt-<time> and the reason says so; with 'refuse' (a hosted world) it is thrown as a
 * DamagedWorldError for the caller to quarantine.
 */
export async function openFileStore(opts: OpenFileStoreOptions): Promise<OpenedFileStore> {
  await ensureDataFolder(opts.dir);
  const file = dataFilePath(opts.dir);
  const journalFile = journalPath(opts.dir);
  const db = new Low<World | null>(new DurableJsonFile<World | null>(file), null);

  let reason = '';
  let upgradedFrom: number | null = null;
  let torn = false;
  if (opts.fresh) reason = 'SANDBOX_FRESH=1';
  else {
    try {
      const loaded = await readStoredWorld(file, journalFile);
      if (loaded === null) reason = 'no data file yet';
      else ({ world: db.data, upgradedFrom, torn } = loaded);
    } catch (err) {
      if (opts.damaged === 'refuse') throw err;
      const stamp = fileStamp(opts.now);
      await rename(file, `${file}.corrupt-${stamp}`).catch(() => {});
      for (const journal of await journalFiles(journalFile))
        await rename(journal, `${journal}.corrupt-${stamp}`).catch(() => {});
      reason = `data file was unreadable (${(err as Error).message}); kept as *.corrupt-${stamp}`;
    }
  }
  if (reason) db.data = await opts.seed();

  const durability = await FileDurability.open(db, file, journalFile);
  // Start from one file: whatever was replayed (or seeded) becomes the snapshot. An upgraded
  // world is folded at once, so no journal line of the older version is ever replayed onto it;
  // so are journals an interrupted compaction left beside db.journal, and a torn last line (a
  // commit appended after it would make it a damaged line in the middle).
  const fold = reason || upgradedFrom !== null || torn || durability.split;
  if (fold || opts.foldJournal !== false) await durability.snapshot(db.data as World);
  await chmod(file, 0o600);
  const store = new Store(db.data as World, durability, 'file', file, opts);
  const reused = upgradedFrom === null ? 'reused' : `upgraded from world version ${upgradedFrom}`;
  return { store, seeded: reason !== '', reason: reason || reused, upgradedFrom };
}

/**
 * The world in a data folder: the snapshot with its journals replayed in order, then upgraded
 * and checked (`torn`: a journal ends in a line a crash cut, never acknowledged); null when
 * there is no snapshot yet. The journal is replayed before the upgrade:
 * its lines were written in the snapshot's version (opening an older world folds it into a
 * snapshot of this version at once, so the two never mix).
 */
export async function readStoredWorld(
  file: string,
  journal: string,
): Promise<(LoadedWorld & { torn: boolean }) | null> {
  let stored: unknown;
  let torn = false;
  try {
    stored = await new DurableJsonFile<unknown>(file).read();
    if (stored === null) return null;
    for (const path of await journalFiles(journal)) {
      const read = await readJournal(path);
      for (const entry of read.entries) applyChanges(stored as World, entry.changes);
      torn ||= read.torn;
    }
  } catch (error) {
    throw asDamaged(error);
  }
  return { ...worldFromDisk(stored), torn };
}
