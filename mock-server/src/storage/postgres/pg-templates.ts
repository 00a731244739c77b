import type { Pool, PoolClient } from 'pg';
import type { Config } from '../../config';
import { seedWorld } from '../../seed/seed';
import { DamagedWorldError } from '../damaged-world';
import { WORLD_VERSION, type World } from '../../model/schema';
import { worldFromDisk } from '../stored-world';
import { SEED_TEMPLATE } from '../templates';

/** The seed template is made again when older: seeded dates are relative to when it was made. */
const SEED_TEMPLATE_MAX_AGE_MS = 24 * 3_600_000;
/** Serialises seeding, so that processes starting together run faker once, not once each. */
const SEED_LOCK = '7203520002';

/**
 * What new worlds are copies of, in the `templates` table shared by every process: the seed
 * (made once by faker, then copied), or a snapshot the operator promoted. The same surface as
 * the file Templates, except that a new world's snapshot comes from snapshotOf (the caller
 * inserts it) instead of a file copy.
 */
export class PgTemplates {
  /** Templates as read once: shared by every reset, never changed (a world's state is frozen). */
  private readonly worlds = new Map<string, Promise<World>>();

  private constructor(
    private readonly pool: Pool,
    private names: Set<string>,
  ) {}

  static async open(pool: Pool, config: Config, now: Date): Promise<PgTemplates> {
    const templates = new PgTemplates(pool, await storedNames(pool));
    // The seed template is not upgraded but made again when older (seedIsStale): it is the seed.
    for (const name of templates.list())
      if (name !== SEED_TEMPLATE) await templates.upgradeOrSetAside(name);
    if (await seedIsStale(pool, now)) await templates.seedUnderLock(config, now);
    return templates;
  }

  has(name: string): boolean {
    return this.names.has(name);
  }

  list(): string[] {
    return [...this.names].sort();
  }

  /** The template's world (read once): what a new world starts from, and a reset returns to. */
  read(name: string): Promise<World> {
    let world = this.worlds.get(name);
    if (!world) {
      world = this.pool
        .query<{ data: unknown }>('select data from templates where name = $1', [name])
        .then(({ rows }) => {
          if (!rows[0]) throw new Error(`There is no template named "${name}"`);
          return worldFromDisk(rows[0].data).world;
        });
      world.catch(() => this.worlds.delete(name));
      this.worlds.set(name, world);
    }
    return world;
  }

  /** A new world's first snapshot: the template's world, for the caller to insert. */
  async snapshotOf(name: string): Promise<{ data: World }> {
    return { data: await this.read(name) };
  }

  async save(name: string, world: World): Promise<void> {
    if (world.version !== WORLD_VERSION)
      throw new Error(`A template must be a world of version ${WORLD_VERSION}`);
    await this.pool.query(
      `insert into templates (name, data, saved_at) values ($1, $2::jsonb, $3)
       on conflict (name) do update set data = excluded.data, saved_at = excluded.saved_at`,
      [name, JSON.stringify(world), new Date()],
    );
    this.names.add(name);
    this.worlds.delete(name);
  }

  /** Learns of templates other processes saved since: their names, and their new worlds. */
  async refresh(): Promise<void> {
    this.names = await storedNames(this.pool);
    this.worlds.clear();
  }

  /**
   * At start, every template is read and checked: one of an older version is upgraded and
   * stored again, a damaged one is reported and no longer offered (its row is kept for the
   * operator).
   */
  private async upgradeOrSetAside(name: string): Promise<void> {
    try {
      const { rows } = await this.pool.query<{ data: unknown }>(
        'select data from templates where name = $1',
        [name],
      );
      if (!rows[0]) return;
      const loaded = worldFromDisk(rows[0].data);
      if (loaded.upgradedFrom !== null) await this.save(name, loaded.world);
    } catch (error) {
      if (!(error instanceof DamagedWorldError)) throw error;
      this.names.delete(name);
      this.worlds.delete(name);
      process.emitWarning(
        `The template "${name}" is damaged (${error.message}); it is no longer offered, and kept in the templates table for the operator`,
      );
    }
  }

  private async seedUnderLock(config: Config, now: Date): Promise<void> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('select pg_advisory_lock($1)', [SEED_LOCK]);
      try {
        // Another process may have made it while this one waited.
        if (await seedIsStale(client, now))
          await this.save(SEED_TEMPLATE, await seedWorld(config, now));
        else this.names.add(SEED_TEMPLATE);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SEED_LOCK]).catch((error: Error) => {
          broken = error;
        });
      }
    } finally {
      client.release(broken);
    }
  }
}

async function storedNames(pool: Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ name: string }>('select name from templates');
  return new Set(rows.map((r) => r.name));
}

/** Missing, made more than a day ago, of an older version, or unreadable: to be made again. */
async function seedIsStale(db: Pool | PoolClient, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ data: unknown; saved_at: Date }>(
    'select data, saved_at from templates where name = $1',
    [SEED_TEMPLATE],
  );
  const stored = rows[0];
  if (!stored) return true;
  if (now.getTime() - stored.saved_at.getTime() > SEED_TEMPLATE_MAX_AGE_MS) return true;
  try {
    return worldFromDisk(stored.data).upgradedFrom !== null;
  } catch {
    return true;
  }
}
