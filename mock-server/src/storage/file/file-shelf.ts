import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { World } from '../../model/schema';
import { worldFromText } from '../engine/stored-world';
import type { SnapshotInfo, SnapshotShelf } from '../ports/snapshot-shelf';
import { DurableJsonFile, snapshotText } from './snapshot-file';

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
    bytesOf: (world) => Buffer.byteLength(snapshotText(world)),
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
