import type { Pool } from 'pg';
import { inTransaction } from './database';
import type { SellerRecord, SellerSession, SellerStore } from '../ports/sellers';

type SellerRow = {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  activated_at: Date | null;
  created_at: Date;
};
type SessionRow = {
  token_hash: string;
  seller_id: string;
  created_at: Date;
  last_used_at: Date;
};

const SELLER = 'id, email, name, password_hash, activated_at, created_at';
const toSeller = (r: SellerRow): SellerRecord => ({
  id: r.id,
  email: r.email,
  name: r.name,
  passwordHash: r.password_hash,
  activatedAt: r.activated_at,
  createdAt: r.created_at,
});
const toSession = (r: SessionRow): SellerSession => ({
  tokenHash: r.token_hash,
  sellerId: r.seller_id,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

/** The console's accounts in PostgreSQL (sellers, seller_tokens, seller_sessions), shared by every process. */
export function pgSellerStore(pool: Pool): SellerStore {
  const one = async (where: string, value: string) => {
    const { rows } = await pool.query<SellerRow>(`select ${SELLER} from sellers where ${where}`, [
      value,
    ]);
    return rows[0] ? toSeller(rows[0]) : null;
  };
  return {
    async add(seller, activation) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const added = await client.query(
          `insert into sellers (${SELLER}) values ($1, $2, $3, $4, $5, $6)
           on conflict (email) do nothing`,
          [
            seller.id,
            seller.email,
            seller.name,
            seller.passwordHash,
            seller.activatedAt,
            seller.createdAt,
          ],
        );
        if (added.rowCount === 1)
          await client.query(
            'insert into seller_tokens (token_hash, seller_id, expires_at) values ($1, $2, $3)',
            [activation.tokenHash, activation.sellerId, activation.expiresAt],
          );
        await client.query('commit');
        return added.rowCount === 1;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    byId: (id) => one('id = $1', id),
    byEmail: (email) => one('email = $1', email),
    async list() {
      const { rows } = await pool.query<SellerRow>(
        `select ${SELLER} from sellers order by created_at, email`,
      );
      return rows.map(toSeller);
    },
    async takeActivation(tokenHash) {
      const { rows } = await pool.query<{ seller_id: string; expires_at: Date }>(
        'delete from seller_tokens where token_hash = $1 returning seller_id, expires_at',
        [tokenHash],
      );
      const row = rows[0];
      return row ? { tokenHash, sellerId: row.seller_id, expiresAt: row.expires_at } : null;
    },
    replaceActivation: (activation) =>
      inTransaction(pool, async (client) => {
        const seller = await client.query('select 1 from sellers where id = $1 for update', [
          activation.sellerId,
        ]);
        if (seller.rowCount === 0) return false;
        await client.query('delete from seller_tokens where seller_id = $1', [activation.sellerId]);
        await client.query(
          'insert into seller_tokens (token_hash, seller_id, expires_at) values ($1, $2, $3)',
          [activation.tokenHash, activation.sellerId, activation.expiresAt],
        );
        return true;
      }),
    setPassword: (id, passwordHash, activatedAt) =>
      inTransaction(pool, async (client) => {
        await client.query(
          'update sellers set password_hash = $2, activated_at = $3 where id = $1',
          [id, passwordHash, activatedAt],
        );
        await client.query('delete from seller_sessions where seller_id = $1', [id]);
      }),
    async remove(id) {
      // Its tokens and sessions go with it (on delete cascade).
      const removed = await pool.query('delete from sellers where id = $1', [id]);
      return removed.rowCount === 1;
    },
    async addSession(s) {
      await pool.query(
        `insert into seller_sessions (token_hash, seller_id, created_at, last_used_at)
         values ($1, $2, $3, $4)`,
        [s.tokenHash, s.sellerId, s.createdAt, s.lastUsedAt],
      );
    },
    async findSession(tokenHash) {
      const { rows } = await pool.query<SessionRow>(
        'select token_hash, seller_id, created_at, last_used_at from seller_sessions where token_hash = $1',
        [tokenHash],
      );
      return rows[0] ? toSession(rows[0]) : null;
    },
    async touchSession(tokenHash, lastUsedAt) {
      await pool.query(
        `update seller_sessions set last_used_at = greatest(last_used_at, $2)
         where token_hash = $1`,
        [tokenHash, lastUsedAt],
      );
    },
    async removeSession(tokenHash) {
      await pool.query('delete from seller_sessions where token_hash = $1', [tokenHash]);
    },
    async removeExpired(now, idleBefore, startedBefore) {
      await pool.query('delete from seller_tokens where expires_at <= $1', [now]);
      await pool.query('delete from seller_sessions where last_used_at < $1 or created_at < $2', [
        idleBefore,
        startedBefore,
      ]);
    },
  };
}
