import type { World } from '../../model/schema';

/** Who did something in the console. */
export type DemoActor = { kind: 'seller' | 'operator'; id: string | null; name: string };

export type DemoAction = 'created' | 'reset' | 'prepared' | 'extended' | 'revoked';

export type DemoHistoryEntry = { at: Date; by: DemoActor; action: DemoAction; detail: string };

/** A demo: a world prepared for one prospect, opened by a link until it expires or is revoked. */
export type DemoRecord = {
  id: string;
  worldId: string;
  company: string;
  template: string;
  /** The persona the link signs in as. */
  persona: string;
  logoUrl: string | null;
  tabIconUrl: string | null;
  contact: { name: string | null; email: string | null };
  note: string;
  createdBy: DemoActor;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  lastOpenedAt: Date | null;
  openCount: number;
  /** What the demo's activity adds up to, kept as it is written (the list sorts on it). */
  lastVisitAt: Date | null;
  visits: number;
  actions: number;
  /** The hash of the link's token; the token itself is never kept. */
  linkTokenHash: string;
  /** Every seller action, oldest first. */
  history: DemoHistoryEntry[];
};

export type DemoSort =
  'createdAt' | 'company' | 'expiresAt' | 'lastOpenedAt' | 'lastVisitAt' | 'visits' | 'actions';

export type DemoEngagement = Pick<DemoRecord, 'lastVisitAt' | 'visits' | 'actions'>;

export type DemoQuery = {
  page: number;
  size: number;
  /** Matched in the company name and the note, whatever the case. */
  search: string;
  sort: DemoSort;
  descending: boolean;
};

export type DemoPage = { data: DemoRecord[]; total: number };

/** What may change on a demo after it is made (with the action recorded beside it). */
export type DemoChange = Partial<Pick<DemoRecord, 'expiresAt' | 'revokedAt'>>;

/**
 * Where a backend keeps the demos of a trial and each one's prepared world (what a reset
 * returns to). Listing reads the records only, never a prepared world.
 */
export interface DemoStore {
  /** Records a new demo and its prepared world, durably. */
  add(record: DemoRecord, prepared: World): Promise<void>;
  find(id: string): Promise<DemoRecord | null>;
  byWorld(worldId: string): Promise<DemoRecord | null>;
  byLinkHash(linkTokenHash: string): Promise<DemoRecord | null>;
  list(query: DemoQuery): Promise<DemoPage>;
  /** Changes a demo and records the action in its history; false when there is no such demo. */
  change(id: string, change: DemoChange, entry: DemoHistoryEntry): Promise<boolean>;
  /** The demo's activity now adds up to this (set, not added: the last write wins). */
  engaged(id: string, engagement: DemoEngagement): Promise<void>;
  /** The link was opened at `at`: counted, never waited on by anything else. */
  opened(id: string, at: Date): Promise<void>;
  readPrepared(id: string): Promise<World | null>;
  savePrepared(id: string, world: World, entry: DemoHistoryEntry): Promise<void>;
  remove(id: string): Promise<void>;
  /** A secret made once per storage and shared by its processes: links are derived from it. */
  linkSecret(): Promise<string>;
}
