import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { World } from '../../model/schema';
import { worldFromText } from '../engine/stored-world';
import { ShelfFullError, type SnapshotInfo, type SnapshotShelf } from '../ports/snapshot-shelf';
import { snapshotText, writeFileDurably } from './snapshot-file';

/**
 * A committed world's snapshot bytes, kept while that state of the world lives: saving the same
 * state again (a visitor's row of saves) writes them without serialising the world again. A
 * committed world's root is frozen and replaced by any change, so its identity names its content.
 */
const savedBytes = new WeakMap<World, Promise<Buffer>>();
function snapshotBytes(world: World): Promise<Buffer> {
  let bytes = savedBytes.get(world);
  if (bytes === undefined) {
    bytes = snapshotText(world).then((text) => Buffer.from(text));
    if (Object.isFrozen(world)) savedBytes.set(world, bytes);
  }
  return bytes;
}

/**
 * Kept as JSON files in the data folder's snapshots/ (owner-only, written durably). One process
 * holds a data folder, so the sizes of its snapshots are read once and then kept here: a save
 * is counted (and its room taken) before its bytes are written, so saves in flight see each
 * other, and a save that fails gives its room back.
 */
export function fileShelf(dataDir: string): SnapshotShelf {
  const dir = path.join(dataDir, 'snapshots');
  const file = (name: string) => path.join(dir, `${name}.json`);
  const info = async (name: string): Promise<SnapshotInfo | null> => {
    const s = await stat(file(name)).catch(() => null);
    return s ? { name, savedAt: s.mtime, sizeBytes: s.size } : null;
  };
  const list = async () => {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
    const found = await Promise.all(names.map(info));
    return found
      .filter((s): s is SnapshotInfo => s !== null)
      .sort((a, b) => a.name.localeCompare(b.name));
  };
  let read: Promise<Map<string, number>> | null = null;
  const sizes = () =>
    (read ??= list().then((all) => new Map(all.map((s) => [s.name, s.sizeBytes]))));
  const total = (kept: Map<string, number>) => [...kept.values()].reduce((a, b) => a + b, 0);
  return {
    list,
    async save(name, world, maxBytes = Infinity) {
      const kept = await sizes();
      const bytes = await snapshotBytes(world);
      const before = kept.get(name);
      if (total(kept) - (before ?? 0) + bytes.length > maxBytes) throw new ShelfFullError();
      kept.set(name, Math.max(before ?? 0, bytes.length));
      try {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFileDurably(file(name), bytes);
      } catch (error) {
        if (before === undefined) kept.delete(name);
        else kept.set(name, before);
        throw error;
      }
      kept.set(name, bytes.length);
      return (await info(name)) as SnapshotInfo;
    },
    totalBytes: async () => total(await sizes()),
    async load(name) {
      const text = await readFile(file(name), 'utf8').catch(() => null);
      return text === null ? null : worldFromText(text).world;
    },
    async delete(name) {
      const existed = (await info(name)) !== null;
      await rm(file(name), { force: true });
      (await sizes()).delete(name);
      return existed;
    },
  };
}
