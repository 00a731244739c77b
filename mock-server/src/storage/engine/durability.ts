import type { Change } from '../../model/changes';
import type { World } from '../../model/schema';

/** One committed mutation, as a line of the journal (or a row's entries). */
export type JournalEntry = { at: string; changes: Change[] };

/** What other processes committed to a shared world since this copy: changes, or a whole world. */
export type CatchUp = { entries: readonly JournalEntry[] } | { world: World };

/** Where committed changes go: a journal and a snapshot on disk, or nowhere (tests). */
export interface Durability {
  /**
   * One write for the group; resolves once every entry would survive a crash. A shared
   * durability rejects with CommitConflict when another process committed first.
   */
  append(entries: readonly JournalEntry[]): Promise<void>;
  /** Writes the whole world as the snapshot, then empties the journal. */
  snapshot(world: World): Promise<void>;
  /**
   * Whether commits may go on while a snapshot of the durable world is written (they go to a
   * journal of their own meanwhile), instead of waiting for it.
   */
  readonly snapshotsBesideCommits?: boolean;
  /** Bytes in the journal since the last snapshot. */
  readonly journalSize: number;
  /** Bytes of the snapshot on disk, where there is one. */
  readonly snapshotSize?: number;
  /**
   * Only where several processes share the world (PostgreSQL): what the others committed after
   * the version this copy holds, or null when it is current.
   */
  catchUp?(): Promise<CatchUp | null>;
  /**
   * Whether this copy is known to hold everything committed before `since` (a mark of the
   * durability's, by default the call), so `catchUp` need not read the world.
   */
  isCurrent?(since?: number): Promise<boolean>;
  /**
   * Runs `fn` holding the world's lock across processes: meanwhile no other process commits to
   * it, so what `fn` catches up on stays current and its append cannot conflict.
   */
  exclusively?<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Another process committed to the world first: catch up, then run the change again. */
export class CommitConflict extends Error {
  constructor() {
    super('Another process committed to this world first');
  }
}

export const KEPT_CHANGING =
  'This sandbox kept changing under the request, so nothing was changed. Please try again.';
/** A change that met a newer world every time it was run again (answered 409). */
export class KeptChangingError extends Error {
  constructor() {
    super(KEPT_CHANGING);
  }
}
