import type { Pool } from 'pg';
import type { World } from '../../model/schema';
import type { Clock } from '../../simulation/clock';
import { ShelfFullError, type SnapshotInfo, type SnapshotShelf } from '../ports/snapshot-shelf';
import { inTransaction } from './database';
import { worldFromDisk } from '../engine/stored-world';
import { worldText } from '../engine/world-text';

type InfoRow = { name: string; saved_at: Date; bytes: number };

const toInfo = (row: InfoRow): SnapshotInfo => ({
  name: row.name,
  savedAt: row.saved_at,
  sizeBytes: row.bytes,
});

/**
 * A world's named snapshots in `world_saved_snapshots`, readable by every process: the same
 * shelf as fileShelf (sorted by name the same way; an older snapshot upgraded when loaded).
 * The size is the JSON's, as the file's would be; the world's row must exist.
 */
export function pgShelf(pool: Pool, worldId: string, clock: Clock): SnapshotShelf {
  return {
    async list() {
      const { rows } = await pool.query<InfoRow>(
        'select name, saved_at, bytes from world_saved_snapshots where world_id = $1',
        [worldId],
      );
      // In JavaScript, not SQL: the database's collation may order names differently.
      return rows.map(toInfo).sort((a, b) => a.name.localeCompare(b.name));
    },
    async save(name, world: World, maxBytes = Infinity) {
      const json = await worldText(world);
      const bytes = Buffer.byteLength(json);
      // One world's saves take turns on its lock, in whichever process they run, so each
      // counts what the others saved before it.
      return inTransaction(pool, async (client) => {
        await client.query("select pg_advisory_xact_lock(hashtext('snapshots:' || $1))", [worldId]);
        if (Number.isFinite(maxBytes)) {
          const { rows } = await client.query<{ others: string }>(
            `select coalesce(sum(bytes), 0) as others from world_saved_snapshots
             where world_id = $1 and name <> $2`,
            [worldId, name],
          );
          if (Number(rows[0]?.others ?? 0) + bytes > maxBytes) throw new ShelfFullError();
        }
        const { rows } = await client.query<InfoRow>(
          `insert into world_saved_snapshots (world_id, name, saved_at, data, bytes)
           values ($1, $2, $3, $4::jsonb, $5)
           on conflict (world_id, name)
             do update set saved_at = excluded.saved_at, data = excluded.data, bytes = excluded.bytes
           returning name, saved_at, bytes`,
          [worldId, name, clock.now(), json, bytes],
        );
        return toInfo(rows[0] as InfoRow);
      });
    },
    async totalBytes() {
      const { rows } = await pool.query<{ total: string }>(
        'select coalesce(sum(bytes), 0) as total from world_saved_snapshots where world_id = $1',
        [worldId],
      );
      return Number(rows[0]?.total ?? 0);
    },
    async load(name) {
      const { rows } = await pool.query<{ data: unknown }>(
        'select data from world_saved_snapshots where world_id = $1 and name = $2',
        [worldId, name],
      );
      return rows[0] ? worldFromDisk(rows[0].data).world : null;
    },
    async delete(name) {
      const { rowCount } = await pool.query(
        'delete from world_saved_snapshots where world_id = $1 and name = $2',
        [worldId, name],
      );
      return (rowCount ?? 0) > 0;
    },
  };
}
