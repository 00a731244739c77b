import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { World } from '../../model/schema';
import { DurableJsonFile } from '../file/snapshot-file';
import { worldFromText } from '../stored-world';

export type SnapshotInfo = { name: string; savedAt: Date; sizeBytes: number };

/**
 * Named copies of the whole world, so that a prepared demo ("mid-demo") can be loaded again
 * before each meeting. Names are checked by the caller (letters, digits, spaces, - and _).
 */
export interface SnapshotShelf {
  list(): Promise<SnapshotInfo[]>;
  save(name: string, world: World): Promise<SnapshotInfo>;
  /**
   * The saved world, upgraded to this version if it is older; null when there is none by that
   * name. A damaged one is a DamagedWorldError.
   */
  load(name: string): Promise<World | null>;
  /** Whether there was one to delete. */
  delete(name: string): Promise<boolean>;
}

/** Kept as JSON files in the data folder's snapshots/ (owner-only, written durably). */
export function fileShelf(dataDir: string): SnapshotShelf {
  const dir = path.join(dataDir, 'snapshots');
  const file = (name: string) => path.join(dir, `${name}.json`);
  const info = async (name: string): Promise<SnapshotInfo | null> => {
    const s = await stat(file(name)).catch(() => null);
    return s ? { name, savedAt: s.mtime, sizeBytes: s.size } : null;
  };
  return {
    async list() {
      const names = (await readdir(dir).catch(() => [] as string[]))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length));
      const found = await Promise.all(names.map(info));
      return found
        .filter((s): s is SnapshotInfo => s !== null)
        .sort((a, b) => a.name.localeCompare(b.name));
    },
    async save(name, world) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await new DurableJsonFile<World>(file(name)).write(world);
      return (await info(name)) as SnapshotInfo;
    },
    async load(name) {
      const text = await readFile(file(name), 'utf8').catch(() => null);
      return text === null ? null : worldFromText(text).world;
    },
    async delete(name) {
      const existed = (await info(name)) !== null;
      await rm(file(name), { force: true });
      return existed;
    },
  };
}

/** For tests and the memory store: the same shelf, in memory. */
export function memoryShelf(): SnapshotShelf {
  const saved = new Map<string, { json: string; savedAt: Date }>();
  const info = (name: string, s: { json: string; savedAt: Date }) => ({
    name,
    savedAt: s.savedAt,
    sizeBytes: Buffer.byteLength(s.json),
  });
  return {
    list: async () =>
      [...saved].map(([name, s]) => info(name, s)).sort((a, b) => a.name.localeCompare(b.name)),
    async save(name, world) {
      const entry = { json: JSON.stringify(world), savedAt: new Date() };
      saved.set(name, entry);
      return info(name, entry);
    },
    load: async (name) => {
      const entry = saved.get(name);
      return entry ? worldFromText(entry.json).world : null;
    },
    delete: async (name) => saved.delete(name),
  };
}
