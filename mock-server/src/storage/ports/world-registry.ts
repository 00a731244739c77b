/** What a world id looks like: 25 lowercase letters and digits. Anything else is not looked up. */
export const WORLD_ID = /^[a-z0-9]{25}$/;

/** A hosted world as the registry knows it (its data lives apart, in its store). */
export type WorldRecord = {
  id: string;
  /** The hash of the world's key; the key itself is never kept. */
  keyHash: string;
  template: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** Set when its stored data failed on load: it answers 503 and is kept for the operator. */
  quarantined?: Quarantine | null;
  /** A fixed end (a demo's): the world expires then, however recently it was seen. */
  expiresAt?: Date | null;
};

/** Why and when a world was set aside. */
export type Quarantine = { at: Date; reason: string };

/** What is left of a world that expired or was deleted: its host answers 410, not 404. */
export type RemovedWorld = { id: string; removedAt: Date; reason: 'expired' | 'deleted' };

export type FoundWorld =
  | { state: 'live'; record: WorldRecord }
  | { state: 'removed'; removed: RemovedWorld }
  | { state: 'unknown' };

/**
 * The worlds of a hosted trial: who exists, since when, last seen when. Every call is by id or
 * bounded, so no request costs work in proportion to the number of worlds. The embedded
 * implementation keeps files beside the worlds (file-world-registry.ts); a shared database can
 * implement the same calls for several processes.
 */
export interface WorldRegistry {
  find(id: string): Promise<FoundWorld>;
  /** Live worlds. */
  count(): Promise<number>;
  /** Records a new world durably: once it resolves, the world exists. */
  add(record: WorldRecord): Promise<void>;
  /** The world had a request at `at`; stored lazily (coalesced), never waited for. */
  seen(id: string, at: Date): void;
  /**
   * The world's stored data is damaged: it is kept, marked, answers 503 and is never swept;
   * only the operator (or its key) removes it.
   */
  quarantine(id: string, quarantine: Quarantine): Promise<void>;
  /** The world is gone for good (its files are the caller's to remove). */
  remove(id: string, reason: RemovedWorld['reason'], at: Date): Promise<void>;
  /**
   * Up to `limit` live worlds last seen before `cutoff`, least recently seen first (none
   * quarantined, none with a fixed end).
   */
  seenBefore(cutoff: Date, limit: number): Promise<WorldRecord[]>;
  /** Up to `limit` live worlds whose fixed end is at or before `now` (none quarantined). */
  endedBy(now: Date, limit: number): Promise<WorldRecord[]>;
  /** Moves a live world's fixed end, durably. */
  setExpiry(id: string, expiresAt: Date): Promise<void>;
  /** Every live world (the operator's list). */
  list(): Promise<WorldRecord[]>;
  /** Stores what `seen` still holds back. */
  close(): Promise<void>;
}
