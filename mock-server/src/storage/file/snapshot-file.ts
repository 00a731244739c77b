import { open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter } from 'lowdb';
import { worldText } from '../engine/world-text';

/**
 * lowdb's adapter for the snapshot (db.json, the file a person can open), made durable: the
 * JSON goes to a temporary file that is fsynced, renamed over the old one, and the folder is
 * fsynced so the rename itself survives a power cut. A crash at any point leaves either the
 * old snapshot or the new one, never a mix. Owner-only: it holds password hashes and keys.
 */
export class DurableJsonFile<T> implements Adapter<T> {
  constructor(private readonly file: string) {}

  async read(): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.file, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async write(data: T): Promise<void> {
    await writeFileDurably(this.file, await snapshotText(data as object));
  }
}

/**
 * A snapshot as it is written: indented, for the person who opens it, and made a piece at a
 * time so that other requests are served meanwhile.
 */
export const snapshotText = (data: object): Promise<string> => worldText(data, 2);

/** Replaces `file` with `text` so that a crash leaves the old content or the new, never a mix. */
export async function writeFileDurably(file: string, text: string | Uint8Array): Promise<void> {
  const temp = `${file}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  await syncFolder(path.dirname(file));
}

/** Syncs a folder, so that a rename or a deletion in it survives a power cut. */
export async function syncFolder(dir: string): Promise<void> {
  const folder = await open(dir, 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}
