import type { Pool } from 'pg';
import { fileStamp } from '../engine/damaged-world';
import type { TemplateShelf } from '../ports/templates';

/** Serialises seeding, so that processes starting together run faker once, not once each. */
const SEED_LOCK = '7203520002';
/** What a template set aside is renamed to end with: it is no longer on offer. */
const SET_ASIDE = '.damaged-';

/**
 * Templates in the `templates` table, shared by every process. A new world's snapshot is copied
 * inside the database (pg-world-storage.ts), so a template crosses the wire only when read.
 */
export function pgTemplateShelf(pool: Pool): TemplateShelf {
  const row = async (name: string) =>
    (
      await pool.query<{ data: unknown; saved_at: Date }>(
        'select data, saved_at from templates where name = $1',
        [name],
      )
    ).rows[0];
  return {
    async names() {
      const { rows } = await pool.query<{ name: string }>(
        `select name from templates where strpos(name, $1) = 0`,
        [SET_ASIDE],
      );
      return rows.map((r) => r.name);
    },
    read: async (name) => (await row(name))?.data ?? null,
    savedAt: async (name) => (await row(name))?.saved_at ?? null,
    async write(name, world, at) {
      await pool.query(
        `insert into templates (name, data, saved_at) values ($1, $2::jsonb, $3)
         on conflict (name) do update set data = excluded.data, saved_at = excluded.saved_at`,
        [name, JSON.stringify(world), at],
      );
    },
    async setAside(name, at) {
      const aside = `${name}${SET_ASIDE}${fileStamp(at)}`;
      await pool.query('update templates set name = $2 where name = $1', [name, aside]);
      return `it is no longer offered, and kept in the templates table as "${aside}" for the operator`;
    },
    async exclusively(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [SEED_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
  };
}
