import type { Pool } from 'pg';
import type { HandOffRows } from '../ports/hand-offs';

/**
 * Hand-offs in the `hand_offs` table, so that a code issued by one process is redeemed by
 * whichever process the load balancer sends the visitor to, once.
 */
export function pgHandOffRows(pool: Pool): HandOffRows {
  return {
    async put(codeHash, { worldId, sealedKey, expiresAt }) {
      await pool.query(
        'insert into hand_offs (code_hash, world_id, sealed_key, expires_at) values ($1, $2, $3, $4)',
        [codeHash, worldId, sealedKey, expiresAt],
      );
    },
    async take(codeHash, worldId) {
      // One statement takes the row: of two processes redeeming at once, one gets it.
      const { rows } = await pool.query<{ sealed_key: string; expires_at: Date }>(
        `delete from hand_offs where code_hash = $1 and world_id = $2
         returning sealed_key, expires_at`,
        [codeHash, worldId],
      );
      const row = rows[0];
      return row ? { worldId, sealedKey: row.sealed_key, expiresAt: row.expires_at } : null;
    },
    async removeExpired(now) {
      await pool.query('delete from hand_offs where expires_at <= $1', [now]);
    },
  };
}
