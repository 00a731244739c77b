import type { MaybePromise } from '../../model/maybe-promise';
import type { ContactLead, KeptLead } from '@contract/sales-leads';

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
  /** What its visitor left for the sales team; kept, it lives longer after each visit. */
  lead?: WorldLead | null;
};

/** Who kept the world, and the messages asking the sales team to get in touch (newest last). */
export type WorldLead = { kept: KeptLead | null; contacts: ContactLead[] };

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
  /**
   * At once where the registry holds the answer (a request's world is found in its own turn).
   * `since`: a mark of the worlds' storage (WorldStorage.mark) the answer is current as of; by
   * default now. Unused where no other process changes the registry.
   */
  find(id: string, since?: number): MaybePromise<FoundWorld>;
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
   * quarantined, none with a fixed end, none kept).
   */
  seenBefore(cutoff: Date, limit: number): Promise<WorldRecord[]>;
  /** The same, of the kept worlds only (they live longer after their last visit). */
  keptSeenBefore(cutoff: Date, limit: number): Promise<WorldRecord[]>;
  /**
   * Replaces a live world's lead, durably, only if it is still `expected` (as read): false when
   * another request changed it meanwhile (read it again and decide again) or the world is gone.
   */
  replaceLead(id: string, expected: WorldLead | null, lead: WorldLead): Promise<boolean>;
  /** Up to `limit` live worlds with a lead, the latest lead first (the sales console's list). */
  withLeads(limit: number): Promise<WorldRecord[]>;
  /** Up to `limit` live worlds whose fixed end is at or before `now` (none quarantined). */
  endedBy(now: Date, limit: number): Promise<WorldRecord[]>;
  /** Moves a live world's fixed end, durably. */
  setExpiry(id: string, expiresAt: Date): Promise<void>;
  /** Every live world (the operator's list). */
  list(): Promise<WorldRecord[]>;
  /** Stores what `seen` still holds back. */
  close(): Promise<void>;
}

/** A lead as stored (JSON, its keys always in this order, so two equal leads read the same). */
export function leadText(lead: WorldLead): string {
  const { kept } = lead;
  return JSON.stringify({
    kept: kept && {
      at: kept.at.toISOString(),
      name: kept.name,
      workEmail: kept.workEmail,
      company: kept.company,
    },
    contacts: lead.contacts.map((c) => ({
      at: c.at.toISOString(),
      message: c.message,
      preferredContact: c.preferredContact,
    })),
  });
}

type StoredLead = {
  kept: (Omit<KeptLead, 'at'> & { at: string }) | null;
  contacts: (Omit<ContactLead, 'at'> & { at: string })[];
};

/** A lead read back from what `leadText` stored (text, or the parsed JSON of a database). */
export function readLead(stored: string | StoredLead | null | undefined): WorldLead | null {
  if (!stored) return null;
  const lead = typeof stored === 'string' ? (JSON.parse(stored) as StoredLead) : stored;
  return {
    kept: lead.kept && { ...lead.kept, at: new Date(lead.kept.at) },
    contacts: lead.contacts.map((c) => ({ ...c, at: new Date(c.at) })),
  };
}

/** When the lead last changed: the sales console lists the latest first. */
export function leadAt(lead: WorldLead): Date | null {
  const times = [lead.kept?.at, ...lead.contacts.map((c) => c.at)].filter((t) => t !== undefined);
  return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
}
