import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Change } from '../../model/changes';
import type { ActivityStore } from './activity';
import type { DeliveryStore } from './deliveries';
import type { DemoStore } from './demos';
import type { HandOffRows } from './hand-offs';
import type { SellerMailStore } from './seller-mail';
import type { SellerStore } from './sellers';
import type { TemplateShelf } from './templates';
import type { SnapshotShelf } from './snapshot-shelf';
import type { Store } from '../engine/store';
import type { WorldRecord, WorldRegistry } from './world-registry';

/** A world opened for requests: its store, and its control room's saved snapshots. */
export type OpenedStorage = { store: Store; shelf: SnapshotShelf };

/**
 * Where a hosted trial keeps its worlds: in files beside each other (the embedded default,
 * one process), or in PostgreSQL (DATABASE_URL: several processes share every world). The
 * trial's rules (limits, expiry, quarantine) are the same over both.
 */
export interface WorldStorage {
  readonly registry: WorldRegistry;
  /** Templates as this backend stores them; the one Templates policy reads and saves them. */
  readonly templateShelf: TemplateShelf;
  /** Where several processes share the storage, their hand-offs; unset: kept in memory. */
  readonly handOffRows?: HandOffRows;
  /** The sales console's accounts and demos, shared by every process of the storage. */
  readonly sellerStore: SellerStore;
  readonly demoStore: DemoStore;
  /** What each world's visitors did, removed with the world's data. */
  readonly activityStore: ActivityStore;
  /** The trial's signals out: its webhook outbox and its sellers' caught mail. */
  readonly deliveryStore: DeliveryStore;
  readonly sellerMailStore: SellerMailStore;
  /**
   * A new world: a copy of its stored template with `own` changes made on it, registered,
   * unless `maxWorlds` live worlds exist already, those being created (by any process) counted:
   * false then, and nothing made. Durable once it resolves; nothing is left of it if it fails.
   */
  create(record: WorldRecord, own: Change[], maxWorlds: number): Promise<boolean>;
  /** Opens a world's data; a DamagedWorldError when it fails on load. */
  open(id: string, now: Date): Promise<OpenedStorage>;
  /**
   * Removes a world's data for good (the registry has marked it removed already); not its
   * activity, which the trial removes when nobody looks at it any more.
   */
  removeData(id: string): Promise<void>;
  /** Bytes the world takes, saved snapshots included. */
  sizeOf(id: string): Promise<number>;
  /**
   * Runs `fn` unless another process runs it (the expiry sweep): one at a time across every
   * process sharing the storage. Resolves with null when it was skipped.
   */
  exclusively<T>(name: string, fn: () => Promise<T>): Promise<T | null>;
  /**
   * The hash of the operator's key every process accepts: the configured one's (of
   * TRIAL_OPERATOR_KEY, stored for the others where they share the storage), else the stored
   * one, else none.
   */
  operatorKeyHash(configuredHash: string | null): Promise<string | null>;
  /**
   * Only where several processes share the storage: a mark of this moment, for what one
   * request checks (the registry's row, then the world's copy) to count everything committed
   * before it at the cost of one check.
   */
  mark?(): number;
  /** The database's connections in use, idle, and requests waiting for one; unset: no pool. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** Null when the storage answers and is up to date, else why not (GET /readyz). */
  readiness(): Promise<string | null>;
  /** Attempt counters every process shares; unset: each process counts in memory. */
  readonly rateLimitStore?: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}
