import type { Pool } from 'pg';
import type { DemoRecord, DemoSort, DemoStore } from '../ports/demos';
import { randomBytes } from 'node:crypto';
import { inTransaction } from './database';
import { readOrCreateSecret } from './sandbox-secrets';
import { worldOfJson } from '../../model/world-json';

type Row = {
  record: DemoRecord;
  last_opened_at: Date | null;
  open_count: number;
  last_visit_at: Date | null;
  visits: number;
  actions: number;
};

const DATES = new Set(['at', 'createdAt', 'expiresAt', 'revokedAt', 'lastOpenedAt', 'lastVisitAt']);
const revive = (key: string, value: unknown) =>
  DATES.has(key) && typeof value === 'string' ? new Date(value) : value;
/** The record as JSON, with its dates back as Dates and its counters from their columns. */
const toRecord = (row: Row): DemoRecord => ({
  ...(JSON.parse(JSON.stringify(row.record), revive) as DemoRecord),
  lastOpenedAt: row.last_opened_at,
  openCount: row.open_count,
  lastVisitAt: row.last_visit_at,
  visits: row.visits,
  actions: row.actions,
});
const ORDER: Record<DemoSort, string> = {
  createdAt: 'created_at',
  company: 'lower(company)',
  expiresAt: 'expires_at',
  lastOpenedAt: 'last_opened_at',
  lastVisitAt: 'last_visit_at',
  visits: 'visits',
  actions: 'actions',
};
const SELECT =
  'select record, last_opened_at, open_count, last_visit_at, visits, actions from demos';

/**
 * The demos in PostgreSQL: a row per demo (the record as JSON, with the columns a list sorts
 * and searches on) and its prepared world in demo_prepared, read only by a reset. A demo's
 * rows go with its world's row.
 */
export function pgDemoStore(pool: Pool): DemoStore {
  let secret: Promise<string> | undefined;
  const one = async (where: string, value: string) => {
    const { rows } = await pool.query<Row>(`${SELECT} where ${where}`, [value]);
    return rows[0] ? toRecord(rows[0]) : null;
  };
  return {
    async add(record, prepared) {
      await inTransaction(pool, async (client) => {
        await client.query(
          `insert into demos (id, world_id, link_token_hash, company, note, created_at, expires_at,
             last_opened_at, open_count, record)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb)`,
          [
            record.id,
            record.worldId,
            record.linkTokenHash,
            record.company,
            record.note,
            record.createdAt,
            record.expiresAt,
            record.lastOpenedAt,
            record.openCount,
            JSON.stringify(record),
          ],
        );
        await client.query('insert into demo_prepared (demo_id, world) values ($1, $2::jsonb)', [
          record.id,
          JSON.stringify(prepared),
        ]);
      });
    },
    find: (id) => one('id = $1', id),
    byWorld: (worldId) => one('world_id = $1', worldId),
    byLinkHash: (hash) => one('link_token_hash = $1', hash),
    async list(query) {
      const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const direction = query.descending ? 'desc nulls last' : 'asc nulls first';
      const where = "where ($1 = '' or company ilike $2 or note ilike $2)";
      const { rows } = await pool.query<Row & { total: number }>(
        `select record, last_opened_at, open_count, last_visit_at, visits, actions,
           count(*) over ()::int as total from demos ${where}
         order by ${ORDER[query.sort]} ${direction}, created_at desc, id desc
         limit $3 offset $4`,
        [query.search, pattern, query.size, (query.page - 1) * query.size],
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        const counted = await pool.query<{ n: number }>(
          `select count(*)::int as n from demos ${where}`,
          [query.search, pattern],
        );
        total = counted.rows[0]?.n ?? 0;
      }
      return { total, data: rows.map(toRecord) };
    },
    async change(id, change, entry) {
      const found = await pool.query<{ record: DemoRecord }>(
        `update demos set
           expires_at = coalesce($2, expires_at),
           record = record || $3::jsonb
             || jsonb_build_object('history', record->'history' || jsonb_build_array($4::jsonb))
         where id = $1 returning record`,
        [id, change.expiresAt ?? null, JSON.stringify(change), JSON.stringify(entry)],
      );
      return (found.rowCount ?? 0) > 0;
    },
    async engaged(id, engagement) {
      await pool.query(
        'update demos set last_visit_at = $2, visits = $3, actions = $4 where id = $1',
        [id, engagement.lastVisitAt, engagement.visits, engagement.actions],
      );
    },
    async opened(id, at) {
      await pool.query(
        `update demos set open_count = open_count + 1,
           last_opened_at = greatest(coalesce(last_opened_at, $2), $2)
         where id = $1`,
        [id, at],
      );
    },
    async readPrepared(id) {
      const { rows } = await pool.query<{ world: object }>(
        'select world from demo_prepared where demo_id = $1',
        [id],
      );
      return rows[0] ? worldOfJson(rows[0].world) : null;
    },
    async savePrepared(id, world, entry) {
      await inTransaction(pool, async (client) => {
        await client.query('update demo_prepared set world = $2::jsonb where demo_id = $1', [
          id,
          JSON.stringify(world),
        ]);
        await client.query(
          `update demos set record = record
             || jsonb_build_object('history', record->'history' || jsonb_build_array($2::jsonb))
           where id = $1`,
          [id, JSON.stringify(entry)],
        );
      });
    },
    async remove(id) {
      await pool.query('delete from demos where id = $1', [id]);
    },
    // Read once per process: every link of every listed demo is derived from it.
    linkSecret: () =>
      (secret ??= readOrCreateSecret(pool, 'demo-link-secret', () =>
        randomBytes(32).toString('base64url'),
      ).catch((error: unknown) => {
        secret = undefined;
        throw error;
      })),
  };
}
