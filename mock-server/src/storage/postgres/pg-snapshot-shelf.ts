import type { Pool } from 'pg';
import type { World } from '../../model/schema';
import type { Clock } from '../../simulation/clock';
import type { SnapshotInfo, SnapshotShelf } from '../ports/snapshot-shelf';
import { worldFromDisk } from '../engine/stored-world';

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
    async save(name, world: World) {
      const json = JSON.stringify(world);
      const { rows } = await pool.query<InfoRow>(
        `insert into world_saved_snapshots (world_id, name, saved_at, data, bytes)
         values ($1, $2, $3, $4::jsonb, $5)
         on conflict (world_id, name)
           do update set saved_at = excluded.saved_at, data = excluded.data, bytes = excluded.bytes
         returning name, saved_at, bytes`,
        [worldId, name, clock.now(), json, Buffer.byteLength(json)],
      );
      return toInfo(rows[0] as InfoRow);
    },
    bytesOf: (world) => Buffer.byteLength(JSON.stringify(world)),
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
