import { open, readdir, readFile, rename, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { JournalEntry } from '../engine/durability';
import { syncFolder } from './snapshot-file';

/**
 * The write-ahead journal beside the snapshot: JSON lines, appended and fsynced before the
 * mutations they carry are answered. Owner-only: it holds the same secrets as the snapshot.
 */
export class Journal {
  private constructor(
    private readonly handle: FileHandle,
    private where: string,
    private bytes: number,
  ) {}

  /** Where the journal is now (a compaction renames it). */
  get path(): string {
    return this.where;
  }

  static async open(path: string): Promise<Journal> {
    const handle = await open(path, 'a', 0o600);
    await handle.chmod(0o600);
    const { size } = await handle.stat();
    return new Journal(handle, path, size);
  }

  /** How much the journal holds since the last snapshot. */
  get size(): number {
    return this.bytes;
  }

  /** One write and one fsync for the whole group: resolves once every line is on disk. */
  async append(entries: readonly JournalEntry[]): Promise<void> {
    const text = entries.map((e) => `${JSON.stringify(e)}\n`).join('');
    await this.handle.appendFile(text);
    await this.handle.datasync();
    this.bytes += Buffer.byteLength(text);
  }

  /** Renames the journal over `target` (atomically), the folder synced so the rename lasts. */
  async moveTo(target: string): Promise<void> {
    await rename(this.where, target);
    await syncFolder(path.dirname(target));
    this.where = target;
  }

  /** Closes the journal and deletes its file. */
  async remove(): Promise<void> {
    await this.handle.close();
    await unlink(this.where);
  }

  close(): Promise<void> {
    return this.handle.close();
  }
}

/**
 * The journal files of a data folder, in the order they are replayed: `base` (db.journal), then
 * those a compaction opened beside it for the commits made while it wrote the snapshot
 * (db.journal.1, .2...), left there when it did not finish.
 */
export async function journalFiles(base: string): Promise<string[]> {
  const name = path.basename(base);
  const numbers = (await readdir(path.dirname(base)))
    .filter((file) => file.startsWith(`${name}.`) && /^\d+$/.test(file.slice(name.length + 1)))
    .map((file) => Number(file.slice(name.length + 1)))
    .sort((a, b) => a - b);
  return [base, ...numbers.map((n) => `${base}.${n}`)];
}

/**
 * The journal's entries, oldest first. A crash can leave the last line half-written (it was
 * never acknowledged): it is ignored. A bad line anywhere else means the file was damaged.
 */
export async function readJournal(
  path: string,
): Promise<{ entries: JournalEntry[]; torn: boolean }> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], torn: false };
    throw error;
  }
  const lines = text.split('\n');
  const entries: JournalEntry[] = [];
  let torn = false;
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    try {
      entries.push(JSON.parse(line) as JournalEntry);
    } catch {
      if (lines.slice(i + 1).some((l) => l !== ''))
        throw new Error(`${path}: line ${i + 1} is damaged`);
      torn = true;
    }
  }
  return { entries, torn };
}
