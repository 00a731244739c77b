import type { Pool } from 'pg';
import type { ActivityKind } from '@contract/activity';
import type { ActivityStore, StoredActivity } from '../ports/activity';

type Row = {
  world_id: string;
  at: Date;
  kind: ActivityKind;
  detail: string;
  visitor: string | null;
};

const toEvent = (row: Row): StoredActivity => ({
  at: row.at,
  kind: row.kind,
  detail: row.detail,
  visitor: row.visitor,
});

/** Each world's activity as rows of world_activity, in the order written; gone with the world. */
export function pgActivityStore(pool: Pool): ActivityStore {
  return {
    async append(worldId, events) {
      if (events.length === 0) return;
      // One statement for the batch: arrays unnested into rows.
      await pool.query(
        `insert into world_activity (world_id, at, kind, detail, visitor)
         select $1, * from unnest($2::timestamptz[], $3::text[], $4::text[], $5::text[])`,
        [
          worldId,
          events.map((e) => e.at),
          events.map((e) => e.kind),
          events.map((e) => e.detail),
          events.map((e) => e.visitor),
        ],
      );
    },
    async read(worldId) {
      const { rows } = await pool.query<Row>(
        'select world_id, at, kind, detail, visitor from world_activity where world_id = $1 order by seq',
        [worldId],
      );
      return rows.map(toEvent);
    },
    async readMany(worldIds) {
      const records = new Map<string, StoredActivity[]>(worldIds.map((id) => [id, []]));
      if (worldIds.length === 0) return records;
      const { rows } = await pool.query<Row>(
        `select world_id, at, kind, detail, visitor from world_activity
         where world_id = any($1::text[]) order by seq`,
        [worldIds],
      );
      for (const row of rows) records.get(row.world_id)?.push(toEvent(row));
      return records;
    },
    async remove(worldId) {
      await pool.query('delete from world_activity where world_id = $1', [worldId]);
    },
  };
}
