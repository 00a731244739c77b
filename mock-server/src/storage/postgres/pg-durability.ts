import type { Pool, PoolClient } from 'pg';
import { applyChanges } from '../../model/changes';
import { asDamaged, DamagedWorldError } from '../engine/damaged-world';
import type { JournalEntry } from '../engine/durability';
import type { World } from '../../model/schema';
import {
  CommitConflict,
  KeptChangingError,
  type CatchUp,
  type Durability,
} from '../engine/durability';
import { worldFromDisk, type LoadedWorld } from '../engine/stored-world';
import { worldText } from '../engine/world-text';
import { COMMIT_CHANNEL, NOTIFICATION_LIMIT_BYTES, type CommitFeed } from './commit-feed';

/** The world's advisory lock: commits under contention, and compaction, take it. */
const WORLD_LOCK = "hashtext('world:' || $1)";

/** How long a world's lock is held and waited for, at most. */
export type LockLimits = {
  /** A commit waiting longer for the lock gives up: answered 409, nothing changed. */
  waitMs: number;
  /**
   * A session holding the lock that sends nothing for this long is ended by PostgreSQL, and the
   * lock with it: a process that vanished while holding it (its machine lost, the connection
   * never closed) leaves the world writable again. A turn under the lock takes milliseconds.
   */
  holderIdleMs: number;
};
const LOCK_LIMITS: LockLimits = { waitMs: 10_000, holderIdleMs: 10_000 };
/** PostgreSQL's lock_not_available: the wait passed lock_timeout. */
const LOCK_TIMED_OUT = '55P03';

type Row = { version: string; entries: JournalEntry[] | null; data: unknown; bytes: number };

/** What a world holds in PostgreSQL: its snapshot and the journal rows after it. */
export type StoredPgWorld = LoadedWorld & {
  version: number;
  snapshotBytes: number;
  journalBytes: number;
};

/**
 * A world's snapshot and journal in PostgreSQL, shared by every process. Each commit inserts
 * the world's next version: the (world, version) key is the optimistic lock, so a process whose
 * copy is behind gets a CommitConflict and catches up from the rows after its version.
 *
 * Each commit is announced on the commit feed, with its entries when they fit: while the feed
 * vouches for this copy (see `isCurrent`), a request needs no read to see what every process
 * committed, and a copy behind catches up on what it heard (see `catchUp`).
 */
export class PgDurability implements Durability {
  private journalBytes: number;
  private snapshotBytes: number;
  private readonly feed: CommitFeed | undefined;
  /** The feed's epoch in which the last read of this copy started (-1: none while connected). */
  private verifiedEpoch: number;
  /** The session holding the world's lock while this process commits under it. */
  private locked: PoolClient | null = null;
  /** What the feed asks to know which announced entries this copy still needs. */
  private readonly heldVersion = () => this.version;

  constructor(
    private readonly pool: Pool,
    readonly worldId: string,
    /** The journal version this process's durable copy holds. */
    private version: number,
    sizes: { snapshotBytes: number; journalBytes: number },
    /** The feed, and its `liveEpoch` taken before the read this copy was made from. */
    vouching: { feed?: CommitFeed; verifiedEpoch?: number } = {},
    private readonly lockLimits: LockLimits = LOCK_LIMITS,
  ) {
    this.snapshotBytes = sizes.snapshotBytes;
    this.journalBytes = sizes.journalBytes;
    this.feed = vouching.feed;
    this.verifiedEpoch = vouching.verifiedEpoch ?? -1;
    this.feed?.follow(worldId, this.heldVersion);
  }

  get journalSize(): number {
    return this.journalBytes;
  }

  get snapshotSize(): number {
    return this.snapshotBytes;
  }

  /**
   * One INSERT, one transaction: durable once it resolves, refused if another was first or
   * holds the world's lock (it commits under it: `exclusively`). Its notification is in the
   * same statement, so it goes out only if the row is committed.
   */
  async append(entries: readonly JournalEntry[]): Promise<void> {
    // Another process's newer version was announced already: the INSERT could only conflict.
    if ((this.feed?.latest.get(this.worldId) ?? 0) > this.version) throw new CommitConflict();
    const text = JSON.stringify(entries);
    const bytes = Buffer.byteLength(text);
    // The entries ride along with the announcement when it can hold them.
    const announced = bytes + this.worldId.length + 24 <= NOTIFICATION_LIMIT_BYTES ? text : null;
    // The lock is tried, not waited for: held by this session (`exclusively`), it is taken. A
    // version already taken inserts nothing rather than fail: an error would close the pooled
    // connection, and opening another costs more than the commit. So does a version a fold
    // took in (its row is gone): a fold holds the lock while it runs, and once committed its
    // snapshot is seen here.
    const { rowCount: inserted } = await (this.locked ?? this.pool).query(
      `with inserted as (
         insert into world_journal (world_id, version, entries, bytes)
         select $1, $2, $3::jsonb, $4 where pg_try_advisory_xact_lock(${WORLD_LOCK})
           and not exists (select from world_snapshots where world_id = $1 and version >= $2)
         on conflict (world_id, version) do nothing
         returning version)
       select pg_notify('${COMMIT_CHANNEL}', $1 || ':' || version || coalesce(E'\\n' || $5, ''))
         from inserted`,
      [this.worldId, this.version + 1, text, bytes, announced],
    );
    if (inserted !== 1) throw new CommitConflict();
    // PostgreSQL has queued the announcement for every listening process by now: the next
    // request through any of them hears it in its round trip (see `isCurrent`).
    this.version += 1;
    this.journalBytes += bytes;
  }

  /**
   * Whether this copy holds everything committed before `since` (a mark of the feed, by default
   * now), without reading the world: once the feed has heard every commit made until then (a
   * round trip on its connection), it has listened without a break since a read of this copy
   * started and announced nothing newer.
   */
  async isCurrent(since?: number): Promise<boolean> {
    if (!(await this.feed?.sync(since))) return false;
    const feed = this.feed;
    if (!feed?.connected || this.verifiedEpoch !== feed.epoch) return false;
    return this.version >= (feed.latest.get(this.worldId) ?? 0);
  }

  /**
   * What the feed heard of the versions after this copy's, when it heard every one with its
   * entries in the epoch this copy was verified in; else one indexed read: the journal rows
   * after this copy's version, or the snapshot when a compaction folded rows this copy had
   * not seen yet.
   */
  async catchUp(): Promise<CatchUp | null> {
    const feed = this.feed;
    // Under the world's lock nothing more commits to it: once the feed has heard everything
    // committed until now (its round trip), what it heard is the whole story.
    const complete = this.locked !== null && (await feed?.sync());
    if (feed && this.verifiedEpoch === feed.liveEpoch) {
      const heard = feed.heardAfter(this.worldId, this.version);
      if (heard) {
        this.version = heard.version;
        this.journalBytes += heard.bytes;
        return { entries: heard.entries };
      }
      if (complete && (feed.latest.get(this.worldId) ?? 0) <= this.version) return null;
    }
    // Taken before the read: a commit the read misses is announced after this point.
    const epoch = feed?.liveEpoch ?? -1;
    const { rows } = await (this.locked ?? this.pool).query<Row>(
      `select version, entries, null::jsonb as data, bytes from world_journal
         where world_id = $1 and version > $2
       union all
       select version, null, data, bytes from world_snapshots
         where world_id = $1 and version > $2
       order by version`,
      [this.worldId, this.version],
    );
    // Vouched for only once what the read found is taken in (a damaged snapshot is not).
    if (rows.length === 0) {
      this.verifiedEpoch = epoch;
      return null;
    }
    const snapshot = rows.findLast((r) => r.data !== null);
    if (!snapshot) {
      this.version = Number((rows.at(-1) as Row).version);
      this.journalBytes += rows.reduce((sum, r) => sum + r.bytes, 0);
      this.verifiedEpoch = epoch;
      return { entries: rows.flatMap((r) => r.entries ?? []) };
    }
    const after = rows.filter((r) => r.entries && Number(r.version) > Number(snapshot.version));
    const stored = worldAt(snapshot.data, after);
    this.version = Number((rows.at(-1) as Row).version);
    this.snapshotBytes = snapshot.bytes;
    this.journalBytes = after.reduce((sum, r) => sum + r.bytes, 0);
    this.verifiedEpoch = epoch;
    return { world: stored.world };
  }

  /**
   * Runs `fn` holding the world's lock (a session-level advisory lock on a connection of its
   * own): other processes' commits wait for it or meet it and wait in turn, so writers to a
   * busy world take turns instead of retrying against each other. A process that dies
   * releases it with its session. Both the wait and the holder's silences are bounded (see
   * `LockLimits`); a wait past its limit throws KeptChangingError.
   */
  async exclusively<T>(fn: () => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // Ended by PostgreSQL while it holds the lock (its idle limit, a restart), the client emits
    // an error the pool no longer listens for once lent: the next query on it fails instead.
    const ended = () => {};
    client.on('error', ended);
    const giveBack = (error?: Error) => {
      client.off('error', ended);
      client.release(error);
    };
    try {
      // The limits are set before the lock is asked for, in the same statement.
      await client.query(
        `select set_config('lock_timeout', $2, false), set_config('idle_session_timeout', $3, false),
                pg_advisory_lock(${WORLD_LOCK})`,
        [this.worldId, `${this.lockLimits.waitMs}ms`, `${this.lockLimits.holderIdleMs}ms`],
      );
    } catch (error) {
      giveBack(error as Error);
      throw (error as { code?: string }).code === LOCK_TIMED_OUT ? new KeptChangingError() : error;
    }
    this.locked = client;
    try {
      return await fn();
    } finally {
      this.locked = null;
      // Back to the pool as it came; a session whose unlock fails is closed, and its lock goes
      // with it.
      await client
        .query(
          `select pg_advisory_unlock(${WORLD_LOCK}), set_config('lock_timeout', '0', false),
                  set_config('idle_session_timeout', '0', false)`,
          [this.worldId],
        )
        .then(
          () => giveBack(),
          (error: Error) => giveBack(error),
        );
    }
  }

  /**
   * Compaction: the world as of this copy's version becomes the snapshot and the journal rows
   * it holds go. Under the world's advisory lock, so two processes never fold it at once; if
   * another holds it, this one leaves the folding to it.
   */
  async snapshot(world: World): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<{ locked: boolean }>(
        `select pg_try_advisory_xact_lock(${WORLD_LOCK}) as locked`,
        [this.worldId],
      );
      if (rows[0]?.locked) {
        const text = await worldText(world);
        const bytes = Buffer.byteLength(text);
        await client.query(
          `insert into world_snapshots (world_id, version, data, bytes) values ($1, $2, $3::jsonb, $4)
           on conflict (world_id) do update set version = excluded.version, data = excluded.data, bytes = excluded.bytes
           where world_snapshots.version < excluded.version`,
          [this.worldId, this.version, text, bytes],
        );
        await client.query('delete from world_journal where world_id = $1 and version <= $2', [
          this.worldId,
          this.version,
        ]);
        this.snapshotBytes = bytes;
        this.journalBytes = 0;
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  /** The pool is the process's: only the feed's following is the world's own. */
  async close(): Promise<void> {
    this.feed?.unfollow(this.worldId, this.heldVersion);
  }
}

/** A snapshot's data with journal rows replayed, upgraded and checked like a world from disk. */
function worldAt(data: unknown, rows: readonly Row[]): LoadedWorld {
  try {
    for (const entry of rows.flatMap((r) => r.entries ?? []))
      applyChanges(data as World, entry.changes);
  } catch (error) {
    throw asDamaged(error);
  }
  return worldFromDisk(data);
}

/** Reads a world's snapshot and journal: what a process opens on the world's first request. */
export async function readPgWorld(pool: Pool, worldId: string): Promise<StoredPgWorld> {
  const { rows } = await pool.query<Row>(
    `select version, null::jsonb as entries, data, bytes from world_snapshots where world_id = $1
     union all
     select j.version, j.entries, null, j.bytes from world_journal j
       join world_snapshots s on s.world_id = j.world_id and j.version > s.version
       where j.world_id = $1
     order by version`,
    [worldId],
  );
  const snapshot = rows[0];
  if (!snapshot || snapshot.data === null) throw new DamagedWorldError('its snapshot is missing');
  const journal = rows.slice(1);
  return {
    ...worldAt(snapshot.data, journal),
    version: Number((rows.at(-1) as Row).version),
    snapshotBytes: snapshot.bytes,
    journalBytes: journal.reduce((sum, r) => sum + r.bytes, 0),
  };
}
