import { open, readFile, type FileHandle } from 'node:fs/promises';
import type { JournalEntry } from '../engine/durability';

/** One committed mutation, as a line of the journal. */

/**
 * The write-ahead journal beside the snapshot: JSON lines, appended and fsynced before the
 * mutations they carry are answered. Owner-only: it holds the same secrets as the snapshot.
 */
export class Journal {
  private constructor(
    private readonly handle: FileHandle,
    readonly path: string,
    private bytes: number,
  ) {}

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

  /** Empties the journal once a snapshot holds everything it had. */
  async truncate(): Promise<void> {
    await this.handle.truncate(0);
    await this.handle.datasync();
    this.bytes = 0;
  }

  close(): Promise<void> {
    return this.handle.close();
  }
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
