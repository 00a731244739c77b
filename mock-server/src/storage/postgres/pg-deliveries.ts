import type { Pool } from 'pg';
import type { DeliveryRecord, DeliveryStatus, DeliveryStore } from '../ports/deliveries';

type Row = {
  id: string;
  type: string;
  body: string;
  created_at: Date;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
};

const toRecord = (r: Row): DeliveryRecord => ({
  id: r.id,
  type: r.type,
  body: r.body,
  createdAt: r.created_at,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  lastAttemptAt: r.last_attempt_at,
  lastError: r.last_error,
  deliveredAt: r.delivered_at,
});

/**
 * The webhook outbox in PostgreSQL, shared by every process. A claim is one statement: the due
 * rows are locked with SKIP LOCKED (a row another process is claiming is passed over, never
 * waited on) and pushed to the lease's end, so each attempt is made by exactly one process.
 */
export function pgDeliveryStore(pool: Pool): DeliveryStore {
  return {
    async enqueue(d) {
      await pool.query(
        `insert into deliveries (id, type, body, created_at, status, next_attempt_at)
         values ($1, $2, $3, $4, 'pending', $4)`,
        [d.id, d.type, d.body, d.createdAt],
      );
    },
    async claimDue(now, leaseUntil, limit) {
      const { rows } = await pool.query<Row>(
        `with due as (
           select id from deliveries
           where status = 'pending' and next_attempt_at <= $1
           order by next_attempt_at, id
           limit $3
           for update skip locked
         )
         update deliveries d
         set attempts = d.attempts + 1, last_attempt_at = $1, next_attempt_at = $2
         from due where d.id = due.id
         returning d.*`,
        [now, leaseUntil, limit],
      );
      return rows.map(toRecord);
    },
    async delivered(id, at) {
      await pool.query(
        `update deliveries set status = 'delivered', delivered_at = $2, next_attempt_at = null,
           last_error = null
         where id = $1`,
        [id, at],
      );
    },
    async failed(id, attempt) {
      await pool.query(
        'update deliveries set status = $2, next_attempt_at = $3, last_error = $4 where id = $1',
        [id, attempt.retryAt ? 'pending' : 'failed', attempt.retryAt, attempt.error],
      );
    },
    async find(id) {
      const { rows } = await pool.query<Row>('select * from deliveries where id = $1', [id]);
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async recent(limit) {
      const { rows } = await pool.query<Row>(
        'select * from deliveries order by created_at desc, id desc limit $1',
        [limit],
      );
      return rows.map(toRecord);
    },
    async removeFinishedBefore(before) {
      await pool.query(
        `delete from deliveries
         where status <> 'pending' and coalesce(delivered_at, last_attempt_at) < $1`,
        [before],
      );
    },
  };
}
