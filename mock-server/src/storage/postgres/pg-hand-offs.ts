import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { Clock } from '../../simulation/clock';
import { HAND_OFF_MS } from '../hand-offs';

/** Only the code's hash is stored: a leaked table row cannot be redeemed. */
const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The same one-time hand-off of a new world's key as HandOffs (hand-offs.ts), kept in the
 * `hand_offs` table so that a code issued by one process is redeemed by whichever process the
 * load balancer sends the visitor to, once.
 */
export class PgHandOffs {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** A one-time code that hands `key` over to that world. */
  async issue(worldId: string, key: string): Promise<string> {
    const now = this.clock.now();
    const code = randomBytes(24).toString('base64url');
    // Codes are few (one per created world, for a minute): dropping the stale ones here is cheap.
    await this.pool.query(
      `with stale as (delete from hand_offs where expires_at <= $1)
       insert into hand_offs (code_hash, world_id, world_key, expires_at) values ($2, $3, $4, $5)`,
      [now, hashOf(code), worldId, key, new Date(now.getTime() + HAND_OFF_MS)],
    );
    return code;
  }

  /** The key the code hands over to this world, once; null when used, stale or another's. */
  async redeem(worldId: string, code: string): Promise<string | null> {
    // One statement takes the row: of two processes redeeming at once, one gets it.
    const { rows } = await this.pool.query<{ world_key: string; expires_at: Date }>(
      `delete from hand_offs where code_hash = $1 and world_id = $2
       returning world_key, expires_at`,
      [hashOf(code), worldId],
    );
    const p = rows[0];
    return p && p.expires_at.getTime() > this.clock.now().getTime() ? p.world_key : null;
  }
}
