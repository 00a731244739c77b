import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { World } from '../../model/schema';
import { worldFromText } from '../engine/stored-world';
import type { SnapshotInfo, SnapshotShelf } from '../ports/snapshot-shelf';
import { snapshotText, writeFileDurably } from './snapshot-file';

/**
 * A committed world's snapshot bytes, kept while that state of the world lives: saving the same
 * state again (a visitor's row of saves) writes them without serialising the world again. A
 * committed world's root is frozen and replaced by any change, so its identity names its content.
 */
const savedBytes = new WeakMap<World, Buffer>();
function snapshotBytes(world: World): Buffer {
  let bytes = savedBytes.get(world);
  if (bytes === undefined) {
    bytes = Buffer.from(snapshotText(world));
    if (Object.isFrozen(world)) savedBytes.set(world, bytes);
  }
  return bytes;
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
      await writeFileDurably(file(name), snapshotBytes(world));
      return (await info(name)) as SnapshotInfo;
    },
    bytesOf: (world) => snapshotBytes(world).length,
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
