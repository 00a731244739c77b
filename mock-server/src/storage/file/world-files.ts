import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { dataFilePath, journalPath } from './file-store';
import type { Change } from '../../model/changes';
import { Journal } from './journal';
import type { FileTemplateShelf } from './file-template-shelf';

export const worldFolder = (root: string, id: string) => path.join(root, id);

/**
 * A new world's files: the template's snapshot copied as it is, and a journal whose one entry
 * makes it a world of its own (its secret, its links). Both are on disk (fsync) when this resolves.
 */
export async function createWorldFiles(
  dir: string,
  templates: FileTemplateShelf,
  template: string,
  o: { at: Date; own: Change[] },
): Promise<void> {
  await mkdir(dir, { mode: 0o700 });
  const snapshot = dataFilePath(dir);
  await templates.copyTo(template, snapshot);
  const copied = await open(snapshot, 'r+');
  try {
    await copied.sync();
  } finally {
    await copied.close();
  }
  const journal = await Journal.open(journalPath(dir));
  try {
    await journal.append([{ at: o.at.toISOString(), changes: o.own }]);
  } finally {
    await journal.close();
  }
}

export const removeWorldFiles = (dir: string) => rm(dir, { recursive: true, force: true });

/** Bytes a world takes on disk: its snapshot, journal, record and saved snapshots. */
export async function sizeOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory()
      ? await sizeOnDisk(file)
      : ((await stat(file).catch(() => null))?.size ?? 0);
  }
  return total;
}
