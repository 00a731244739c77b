import type { Pool, PoolClient } from 'pg';
import type {
  FoundWorld,
  Quarantine,
  RemovedWorld,
  WorldLead,
  WorldRecord,
  WorldRegistry,
} from '../ports/world-registry';
import { leadAt, leadText, readLead } from '../ports/world-registry';
import type { CommitFeed } from './commit-feed';
import { REGISTRY_CHANNEL } from './commit-feed';
import { inTransaction } from './database';

/** How long a removed world's host still answers 410 (then 404), as in the file registry. */
const TOMBSTONE_MS = 30 * 24 * 3_600_000;
/**
 * How long a live world's row read here answers lookups without reading it again, while the
 * commit feed listens (a removal or quarantine anywhere drops it at once). Bounded so that the
 * last-seen times other processes store count within a second or two, as the batched writes of
 * those times already allow.
 */
const CACHE_MS = 1_000;

type Row = {
  id: string;
  key_hash: string;
  template: string;
  created_at: Date;
  last_seen_at: Date;
  quarantined_at: Date | null;
  quarantine_reason: string | null;
  removed_at: Date | null;
  removed_reason: RemovedWorld['reason'] | null;
  expires_at: Date | null;
  lead: Parameters<typeof readLead>[0];
};

const COLUMNS =
  'id, key_hash, template, created_at, last_seen_at, quarantined_at, quarantine_reason, removed_at, removed_reason, expires_at, lead';

/**
 * The world's own rows in other tables, all removed with it. Its activity is not: a demo's
 * timeline outlives its world, and the trial removes it with the demo.
 */
const WORLD_TABLES = ['world_snapshots', 'world_journal', 'world_saved_snapshots', 'hand_offs'];

/**
 * The registry in PostgreSQL's `worlds` table, shared by every process. A removed world stays
 * as a row (removed_at set) so that its host answers 410; its data rows go with the removal.
 * `seen` is coalesced: the latest time per world is kept here and written for all of them in
 * one UPDATE about once a second, so a burst of requests costs no write each.
 */
export class PgWorldRegistry implements WorldRegistry {
  /** Last-seen times not yet stored, the latest per world. */
  private readonly pending = new Map<string, number>();
  /** Live worlds' rows, with the feed's epoch they were read in and when (the process's own timer). */
  private readonly cache = new Map<string, { row: Row; epoch: number; at: number }>();
  private timer: NodeJS.Timeout | null = null;
  /** Flushes run one at a time, so an older batch never lands after a newer one. */
  private flushing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly pool: Pool,
    private readonly flushMs: number,
    private readonly feed: CommitFeed | null,
  ) {
    feed?.onRegistryChange((id) => this.cache.delete(id));
  }

  /** Forgets the tombstones past their time (as the file registry does when it opens). */
  static async open(
    pool: Pool,
    now: Date,
    flushMs = 1_000,
    feed: CommitFeed | null = null,
  ): Promise<PgWorldRegistry> {
    await pool.query('delete from worlds where removed_at < $1', [
      new Date(now.getTime() - TOMBSTONE_MS),
    ]);
    return new PgWorldRegistry(pool, flushMs, feed);
  }

  async find(id: string, since?: number): Promise<FoundWorld> {
    // Once the feed has heard every removal or quarantine committed until `since`, a row kept
    // here is still the world's; otherwise it is read.
    const row = ((await this.feed?.sync(since)) && this.cached(id)) || (await this.read(id));
    if (!row) return { state: 'unknown' };
    if (row.removed_at && row.removed_reason)
      return {
        state: 'removed',
        removed: { id, removedAt: row.removed_at, reason: row.removed_reason },
      };
    return { state: 'live', record: this.toRecord(row) };
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      'select count(*)::int as n from worlds where removed_at is null',
    );
    return rows[0]?.n ?? 0;
  }

  async add(record: WorldRecord): Promise<void> {
    await this.pool.query(
      `insert into worlds (id, key_hash, template, created_at, last_seen_at, quarantined_at, quarantine_reason, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        record.id,
        record.keyHash,
        record.template,
        record.createdAt,
        record.lastSeenAt,
        record.quarantined?.at ?? null,
        record.quarantined?.reason ?? null,
        record.expiresAt ?? null,
      ],
    );
  }

  seen(id: string, at: Date): void {
    const t = at.getTime();
    if ((this.pending.get(id) ?? -Infinity) < t) this.pending.set(id, t);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      // An outage keeps the times pending; the next `seen` or close() tries again.
      this.flush().catch(() => {});
    }, this.flushMs).unref();
  }

  async quarantine(id: string, quarantine: Quarantine): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `update worlds set quarantined_at = $2, quarantine_reason = $3
         where id = $1 and removed_at is null`,
        [id, quarantine.at, quarantine.reason],
      );
      await announce(client, id);
    });
    this.cache.delete(id);
  }

  async remove(id: string, reason: RemovedWorld['reason'], at: Date): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const marked = await client.query(
        // The lead (names, addresses) goes with the world; the tombstone keeps none of it.
        `update worlds set removed_at = $2, removed_reason = $3, lead = null, kept_at = null,
           lead_at = null
         where id = $1 and removed_at is null`,
        [id, at, reason],
      );
      // Already removed (by this process or another): the first removal stands.
      if (marked.rowCount === 0) return;
      for (const table of WORLD_TABLES)
        await client.query(`delete from ${table} where world_id = $1`, [id]);
      await announce(client, id);
    });
    this.pending.delete(id);
    this.cache.delete(id);
  }

  async seenBefore(cutoff: Date, limit: number): Promise<WorldRecord[]> {
    // What this process saw lately must count, or a busy world would look idle and be swept.
    await this.flush();
    const { rows } = await this.pool.query<Row>(
      `select ${COLUMNS} from worlds
       where removed_at is null and quarantined_at is null and expires_at is null
         and kept_at is null and last_seen_at < $1
       order by last_seen_at, id limit $2`,
      [cutoff, limit],
    );
    return rows.map((r) => this.toRecord(r));
  }

  async keptSeenBefore(cutoff: Date, limit: number): Promise<WorldRecord[]> {
    await this.flush();
    const { rows } = await this.pool.query<Row>(
      `select ${COLUMNS} from worlds
       where removed_at is null and quarantined_at is null and expires_at is null
         and kept_at is not null and last_seen_at < $1
       order by last_seen_at, id limit $2`,
      [cutoff, limit],
    );
    return rows.map((r) => this.toRecord(r));
  }

  async replaceLead(id: string, expected: WorldLead | null, lead: WorldLead): Promise<boolean> {
    // Compared as jsonb: the row changes only if no other process changed the lead meanwhile.
    const replaced = await inTransaction(this.pool, async (client) => {
      const updated = await client.query(
        `update worlds set lead = $3::jsonb, kept_at = $4, lead_at = $5
         where id = $1 and removed_at is null and lead is not distinct from $2::jsonb`,
        [id, expected && leadText(expected), leadText(lead), lead.kept?.at ?? null, leadAt(lead)],
      );
      if (updated.rowCount === 0) return false;
      await announce(client, id);
      return true;
    });
    this.cache.delete(id);
    return replaced;
  }

  async withLeads(limit: number): Promise<WorldRecord[]> {
    const { rows } = await this.pool.query<Row>(
      `select ${COLUMNS} from worlds
       where removed_at is null and lead_at is not null
       order by lead_at desc, id limit $1`,
      [limit],
    );
    return rows.map((r) => this.toRecord(r));
  }

  async endedBy(now: Date, limit: number): Promise<WorldRecord[]> {
    const { rows } = await this.pool.query<Row>(
      `select ${COLUMNS} from worlds
       where removed_at is null and quarantined_at is null and expires_at <= $1
       order by expires_at, id limit $2`,
      [now, limit],
    );
    return rows.map((r) => this.toRecord(r));
  }

  async setExpiry(id: string, expiresAt: Date): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query('update worlds set expires_at = $2 where id = $1 and removed_at is null', [
        id,
        expiresAt,
      ]);
      await announce(client, id);
    });
    this.cache.delete(id);
  }

  async list(): Promise<WorldRecord[]> {
    const { rows } = await this.pool.query<Row>(
      `select ${COLUMNS} from worlds where removed_at is null order by last_seen_at, id`,
    );
    return rows
      .map((r) => this.toRecord(r))
      .sort((a, b) => a.lastSeenAt.getTime() - b.lastSeenAt.getTime());
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** A live world's row read lately in the feed's current epoch: no change to it since. */
  private cached(id: string): Row | null {
    const entry = this.cache.get(id);
    if (!entry) return null;
    if (entry.epoch === this.feed?.liveEpoch && performance.now() - entry.at < CACHE_MS)
      return entry.row;
    this.cache.delete(id);
    return null;
  }

  /** Reads the row; a live one is kept if no registry change or lost connection came meanwhile. */
  private async read(id: string): Promise<Row | null> {
    const epoch = this.feed?.liveEpoch ?? -1;
    const changes = this.feed?.registryChanges;
    const { rows } = await this.pool.query<Row>(`select ${COLUMNS} from worlds where id = $1`, [
      id,
    ]);
    const row = rows[0] ?? null;
    const unchanged = this.feed?.liveEpoch === epoch && this.feed.registryChanges === changes;
    if (row && !row.removed_at && !row.quarantined_at && epoch >= 0 && unchanged)
      this.cache.set(id, { row, epoch, at: performance.now() });
    return row;
  }

  /** Stores the pending last-seen times in one statement; a time never goes back. */
  private flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending];
      await this.pool.query(
        `update worlds set last_seen_at = greatest(last_seen_at, v.t)
         from unnest($1::text[], $2::timestamptz[]) as v(id, t)
         where worlds.id = v.id and worlds.removed_at is null`,
        [batch.map(([id]) => id), batch.map(([, t]) => new Date(t))],
      );
      // Kept until stored (find reads them meanwhile); a newer time seen since stays pending.
      for (const [id, t] of batch) if (this.pending.get(id) === t) this.pending.delete(id);
    });
    this.flushing = run.catch(() => {});
    return run;
  }

  private toRecord(row: Row): WorldRecord {
    const pending = this.pending.get(row.id);
    const stored = row.last_seen_at.getTime();
    return {
      id: row.id,
      keyHash: row.key_hash,
      template: row.template,
      createdAt: row.created_at,
      lastSeenAt: pending !== undefined && pending > stored ? new Date(pending) : row.last_seen_at,
      expiresAt: row.expires_at,
      lead: readLead(row.lead),
      quarantined: row.quarantined_at
        ? { at: row.quarantined_at, reason: row.quarantine_reason ?? '' }
        : null,
    };
  }
}

/**
 * Tells every process to drop its copy of the world's row: sent on COMMIT, so each hears it in
 * the round trip before its next request (see CommitFeed.sync).
 */
async function announce(client: PoolClient, id: string): Promise<void> {
  await client.query('select pg_notify($1, $2)', [REGISTRY_CHANNEL, id]);
}
