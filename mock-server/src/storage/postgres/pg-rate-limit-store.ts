import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Pool } from 'pg';

type Counted = { current: number; ttl: number };
type Incr = (error: Error | null, counted?: Counted) => void;

/** Counters whose window ended this long ago are deleted now and then. */
const STALE_MS = 24 * 3_600_000;
const PRUNE_EVERY = 1_000;

/**
 * The attempt counters of @fastify/rate-limit in PostgreSQL, so that every process counts the
 * same attempts: a client spreading its sign-in attempts over several processes gets no more
 * than it would from one. One statement per attempt: the counter starts again once its window
 * has passed (the database's clock, the same for every process).
 */
export function pgRateLimitStore(pool: Pool): FastifyRateLimitStoreCtor {
  let counted = 0;
  return class PgRateLimitStore {
    // The plugin passes each limit's window (its type declarations leave it out).
    incr(key: string, done: Incr, timeWindow = 60_000): void {
      pool
        .query<{ count: number; ttl: number }>(
          `insert into rate_counts as r (key, window_started_at, count) values ($1, now(), 1)
           on conflict (key) do update set
             count = case when r.window_started_at + $2 * interval '1 millisecond' <= now()
                          then 1 else r.count + 1 end,
             window_started_at = case when r.window_started_at + $2 * interval '1 millisecond' <= now()
                                      then now() else r.window_started_at end
           returning count,
             (extract(epoch from (window_started_at + $2 * interval '1 millisecond' - now())) * 1000)::float8 as ttl`,
          [key, timeWindow],
        )
        .then(({ rows }) => {
          const row = rows[0] as { count: number; ttl: number };
          done(null, { current: row.count, ttl: Math.max(0, row.ttl) });
        }, done);
      if (++counted % PRUNE_EVERY === 0)
        void pool
          .query(
            "delete from rate_counts where window_started_at < now() - $1 * interval '1 millisecond'",
            [STALE_MS],
          )
          .catch(() => {});
    }

    /** Every limit's keys name their call already: one table serves them all. */
    child(): PgRateLimitStore {
      return this;
    }
  };
}
