import { stat } from 'node:fs/promises';
import type { Low } from 'lowdb';
import type { World } from '../../model/schema';
import type { Durability, JournalEntry } from '../engine/durability';
import { Journal, journalFiles } from './journal';

/**
 * A data folder's snapshot (db.json) and journal (db.journal). A snapshot does not hold up the
 * commits made while it is written: they go to a journal of their own (db.journal.N), which
 * takes the journal's name once the snapshot is on disk. Whatever a crash interrupts, the
 * journals replayed in order onto the snapshot give every acknowledged commit: an entry that the
 * snapshot already holds puts back the value it holds (entries carry whole records).
 */
export class FileDurability implements Durability {
  readonly snapshotsBesideCommits = true;
  /** Where commits go: the last journal, or the one being opened for them. */
  private current: Promise<Journal>;
  /** Every open journal, oldest first: those before the last wait for a snapshot to hold them. */
  private journals: Journal[];
  private generation: number;

  private constructor(
    private readonly db: Low<World | null>,
    private readonly snapshotFile: string,
    private readonly journalBase: string,
    journals: Journal[],
    private snapshotBytes: number,
  ) {
    this.journals = journals;
    this.current = Promise.resolve(journals.at(-1) as Journal);
    // The number of the last journal (0: db.journal), so the next one opened is new.
    this.generation = Number(/\.(\d+)$/.exec(journals.at(-1)?.path ?? '')?.[1] ?? 0);
  }

  /** Opens every journal of the folder; commits are appended to the last. */
  static async open(
    db: Low<World | null>,
    snapshotFile: string,
    journalBase: string,
  ): Promise<FileDurability> {
    const journals: Journal[] = [];
    for (const file of await journalFiles(journalBase)) journals.push(await Journal.open(file));
    const size = (await stat(snapshotFile).catch(() => null))?.size ?? 0;
    return new FileDurability(db, snapshotFile, journalBase, journals, size);
  }

  /** Whether a compaction left journals that no snapshot holds yet (a crash or a failure). */
  get split(): boolean {
    return this.journals.length > 1;
  }

  get journalSize(): number {
    return this.journals.reduce((sum, journal) => sum + journal.size, 0);
  }

  get snapshotSize(): number {
    return this.snapshotBytes;
  }

  append(entries: readonly JournalEntry[]): Promise<void> {
    return this.current.then((journal) => journal.append(entries));
  }

  /**
   * Writes `world` as the snapshot. The caller starts it between two commits: every entry in
   * the journals so far is in `world`, and every commit after goes to the new journal.
   */
  async snapshot(world: World): Promise<void> {
    const before = this.current;
    const opening = Journal.open(`${this.journalBase}.${++this.generation}`);
    // Should no new journal open, commits stay where they were (and the snapshot fails).
    this.current = opening.catch(() => before);
    const next = await opening;
    const covered = [...this.journals];
    this.journals.push(next);
    this.db.data = world;
    await this.db.write();
    // The snapshot holds every covered entry. The numbered journals go first: until the new one
    // is renamed, a crash leaves db.journal, whose entries replay harmlessly onto the snapshot.
    for (const journal of covered)
      if (journal.path === this.journalBase) await journal.close();
      else await journal.remove();
    await next.moveTo(this.journalBase);
    this.journals = [next];
    this.generation = 0;
    this.snapshotBytes = (await stat(this.snapshotFile)).size;
  }

  async close(): Promise<void> {
    await this.current.catch(() => {});
    for (const journal of this.journals) await journal.close().catch(() => {});
  }
}
