import type { ActivityKind } from '@contract/activity';

/** One recorded event of a world, as stored: the visitor is its cookie's random id. */
export type StoredActivity = {
  at: Date;
  kind: ActivityKind;
  detail: string;
  visitor: string | null;
};

/**
 * Where a backend keeps what each world's visitors did: appended, never rewritten, and removed
 * with the world (a demo's, with the demo: its timeline outlives a revoked or expired world). Kept beside the world's data, not in it: a reset, a snapshot loaded or a
 * template copied neither erases nor repeats it.
 */
export interface ActivityStore {
  /** Adds events (oldest first) to a world's record, durably. */
  append(worldId: string, events: StoredActivity[]): Promise<void>;
  /** A world's whole record, oldest first; empty for a world with none. */
  read(worldId: string): Promise<StoredActivity[]>;
  /** Several worlds' records at once (a funnel, an export): one read per call, not per world. */
  readMany(worldIds: string[]): Promise<Map<string, StoredActivity[]>>;
  /** Forgets a world's record (the world is gone). */
  remove(worldId: string): Promise<void>;
}
