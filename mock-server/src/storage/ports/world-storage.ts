import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Change } from '../../model/changes';
import type { World } from '../../model/schema';
import type { SnapshotShelf } from './snapshot-shelf';
import type { Store } from '../store';
import type { WorldRecord, WorldRegistry } from './world-registry';

/** What new worlds are copies of (the seed, or a snapshot the operator promoted). */
export interface TemplateStore {
  has(name: string): Promise<boolean>;
  list(): Promise<string[]>;
  /** The template's world: what a reset returns to. */
  read(name: string): Promise<World>;
  save(name: string, world: World): Promise<void>;
}

/** One-time codes that carry a new world's key from the apex to the world's own host. */
export interface HandOffStore {
  issue(worldId: string, key: string): Promise<string>;
  /** The key, once; null when the code is used, stale or another world's. */
  redeem(worldId: string, code: string): Promise<string | null>;
}

/** A world opened for requests: its store, and its control room's saved snapshots. */
export type OpenedStorage = { store: Store; shelf: SnapshotShelf };

/**
 * Where a hosted trial keeps its worlds: in files beside each other (the embedded default,
 * one process), or in PostgreSQL (DATABASE_URL: several processes share every world). The
 * trial's rules (limits, expiry, quarantine) are the same over both.
 */
export interface WorldStorage {
  readonly registry: WorldRegistry;
  readonly templates: TemplateStore;
  readonly handOffs: HandOffStore;
  /**
   * A new world: a copy of its template with `own` changes made on it, registered. Durable
   * once it resolves; nothing is left of it if it fails.
   */
  create(record: WorldRecord, own: (template: World) => Change[]): Promise<void>;
  /** Opens a world's data; a DamagedWorldError when it fails on load. */
  open(id: string, now: Date): Promise<OpenedStorage>;
  /** Removes a world's data for good (the registry has marked it removed already). */
  removeData(id: string): Promise<void>;
  /** Bytes the world takes, saved snapshots included. */
  sizeOf(id: string): Promise<number>;
  /**
   * Runs `fn` unless another process runs it (the expiry sweep): one at a time across every
   * process sharing the storage. Resolves with null when it was skipped.
   */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<T | null>;
  /**
   * The hash of the operator's key every process accepts: `configured`'s (TRIAL_OPERATOR_KEY,
   * stored for the others where they share the storage), else the stored one, else none.
   */
  operatorKeyHash(configured: string | null): Promise<string | null>;
  /**
   * Only where several processes share the storage: a mark of this moment, for what one
   * request checks (the registry's row, then the world's copy) to count everything committed
   * before it at the cost of one check.
   */
  mark?(): number;
  /** Attempt counters every process shares; unset: each process counts in memory. */
  readonly rateLimitStore?: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}
