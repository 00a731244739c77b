import type { Clock } from '../../simulation/clock';
import { Store } from '../engine/store';
import type { WorldStorage } from '../ports/world-storage';
import { CommitFeed } from './commit-feed';
import { inTransaction, type Database } from './database';
import { PgDurability, readPgWorld } from './pg-durability';
import { pgActivityStore } from './pg-activity';
import { pgDeliveryStore } from './pg-deliveries';
import { pgDemoStore } from './pg-demos';
import { pgHandOffRows } from './pg-hand-off-rows';
import { pgReadiness } from './pg-readiness';
import { pgRateLimitStore } from './pg-rate-limit-store';
import { pgSellerMailStore } from './pg-seller-mail';
import { pgSellerStore } from './pg-sellers';
import { pgShelf } from './pg-snapshot-shelf';
import { pgTemplateShelf } from './pg-template-shelf';
import { PgWorldRegistry } from './pg-world-registry';
import { operatorKeyHash as storedOperatorKeyHash, storeOperatorKeyHash } from './sandbox-secrets';

/**
 * Compaction writes the whole world (a few hundred kB) into its row: fold after about this
 * much journal, or after a quiet spell long enough that a busy world is not folded over and over.
 */
const JOURNAL_LIMIT_BYTES = 1024 * 1024;
const QUIET_MS = 30_000;

/**
 * Each world's limit is drawn between 3/4 and 5/4 of it: worlds written alike (a scripted demo
 * in each of a campaign's worlds) would otherwise all fold at once. Measured with ten worlds
 * written at the same rate: ten folds in the same 100 ms, each taking 36-97 ms against 13-16 ms
 * alone, and the writes behind them waited as long.
 */
const storeOptions = () => ({
  journalLimitBytes: Math.round(JOURNAL_LIMIT_BYTES * (0.75 + Math.random() / 2)),
  quietMs: QUIET_MS,
});

/**
 * The hosted trial's worlds in PostgreSQL, shared by every process: the registry, each
 * world's snapshot and journal, its saved snapshots, the templates and the hand-off codes.
 * A new world is one transaction: its registry row, its template's snapshot copied inside the
 * database (nothing crosses the wire but the world's own changes) and its first journal row.
 * The commit feed tells each open world whether another process has committed to it since.
 */
export async function openPgWorldStorage(database: Database, clock: Clock): Promise<WorldStorage> {
  const { pool } = database;
  const feed = new CommitFeed(database.url);
  await feed.start();
  const registry = await PgWorldRegistry.open(pool, clock.now(), undefined, feed).catch(
    async (error: unknown) => {
      await feed.close();
      throw error;
    },
  );
  return {
    registry,
    templateShelf: pgTemplateShelf(pool),
    handOffRows: pgHandOffRows(pool),
    sellerStore: pgSellerStore(pool),
    demoStore: pgDemoStore(pool),
    activityStore: pgActivityStore(pool),
    deliveryStore: pgDeliveryStore(pool),
    sellerMailStore: pgSellerMailStore(pool),
    rateLimitStore: pgRateLimitStore(pool),
    mark: () => feed.mark(),
    readiness: () => pgReadiness(pool),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async create(record, own, maxWorlds) {
      const entries = JSON.stringify([{ at: record.createdAt.toISOString(), changes: own }]);
      return inTransaction(pool, async (client) => {
        // One creation at a time across every process, until its row is committed: the count
        // then includes every world another process is making.
        await client.query("select pg_advisory_xact_lock(hashtext('trial:create-world'))");
        const { rows } = await client.query<{ n: number }>(
          'select count(*)::int as n from worlds where removed_at is null',
        );
        if ((rows[0]?.n ?? 0) >= maxWorlds) return false;
        await client.query(
          `insert into worlds (id, key_hash, template, created_at, last_seen_at, expires_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [
            record.id,
            record.keyHash,
            record.template,
            record.createdAt,
            record.lastSeenAt,
            record.expiresAt ?? null,
          ],
        );
        const copied = await client.query(
          `insert into world_snapshots (world_id, version, data, bytes)
           select $1, 0, data, octet_length(data::text) from templates where name = $2`,
          [record.id, record.template],
        );
        if (copied.rowCount !== 1) throw new Error(`There is no template "${record.template}"`);
        await client.query(
          'insert into world_journal (world_id, version, entries, bytes) values ($1, 1, $2::jsonb, $3)',
          [record.id, entries, Buffer.byteLength(entries)],
        );
        return true;
      });
    },
    async open(id) {
      // Taken before the read: a commit the read misses is announced after it.
      const verifiedEpoch = feed.liveEpoch;
      const stored = await readPgWorld(pool, id);
      const durability = new PgDurability(pool, id, stored.version, stored, {
        feed,
        verifiedEpoch,
      });
      const store = new Store(stored.world, durability, 'postgres', `postgres:${id}`, {
        ...storeOptions(),
        clock,
      });
      // An older world is folded at once, so no journal row of its old version is read again.
      if (stored.upgradedFrom !== null) await store.compact();
      return { store, shelf: pgShelf(pool, id, clock) };
    },
    // The registry's removal deleted the world's rows in the same transaction.
    removeData: async () => {},
    async sizeOf(id) {
      const { rows } = await pool.query<{ bytes: string | null }>(
        `select (select coalesce(sum(bytes), 0) from world_snapshots where world_id = $1)
              + (select coalesce(sum(bytes), 0) from world_journal where world_id = $1)
              + (select coalesce(sum(bytes), 0) from world_saved_snapshots where world_id = $1) as bytes`,
        [id],
      );
      return Number(rows[0]?.bytes ?? 0);
    },
    async exclusively(name, fn) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          "select pg_try_advisory_lock(hashtext('trial:' || $1)) as locked",
          [name],
        );
        if (!rows[0]?.locked) return null;
        try {
          return await fn();
        } finally {
          await client.query("select pg_advisory_unlock(hashtext('trial:' || $1))", [name]);
        }
      } finally {
        client.release();
      }
    },
    async operatorKeyHash(configuredHash) {
      if (!configuredHash) return storedOperatorKeyHash(pool);
      await storeOperatorKeyHash(pool, configuredHash);
      return configuredHash;
    },
    async close() {
      try {
        await registry.close();
      } finally {
        await feed.close();
      }
    },
  };
}
