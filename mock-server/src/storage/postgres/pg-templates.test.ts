import type { Pool } from 'pg';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../../../tests/support/test-database';
import { readConfig } from '../../config';
import { emptyWorld } from '../../model/empty-world';
import { asVersion6 } from '../migrations/older-worlds';
import { WORLD_VERSION, type World } from '../../model/schema';
import { SEED_TEMPLATE } from '../templates';
import { openDatabase, type Database } from './database';
import { PgTemplates } from './pg-templates';

const now = new Date('2026-03-15T10:00:00Z');
const config = readConfig({});
const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);

const databases: Database[] = [];
afterAll(async () => {
  await Promise.all(databases.map((d) => d.close()));
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function connect(url?: string): Promise<Pool> {
  const database = await openDatabase(url ?? (await freshDatabase()), { max: 3 });
  databases.push(database);
  return database.pool;
}

const smallWorld = (seed = 1): World => emptyWorld({ seed, now, jwtSecret: 'x'.repeat(32) });

/** A template row as some process stored it, `savedAt` as given (so no seeding is needed). */
async function store(pool: Pool, name: string, data: unknown, savedAt = now) {
  await pool.query('insert into templates (name, data, saved_at) values ($1, $2::jsonb, $3)', [
    name,
    JSON.stringify(data),
    savedAt,
  ]);
}

const seedMeta = async (pool: Pool) =>
  (await pool.query(`select data->'meta' as meta from templates where name = 'seed'`)).rows[0]
    ?.meta as World['meta'] | undefined;

describe('PgTemplates', () => {
  it('keeps a fresh seed, offers and reads templates, saves new ones', async () => {
    const pool = await connect();
    await store(pool, SEED_TEMPLATE, smallWorld(42), hours(1));
    const templates = await PgTemplates.open(pool, config, now);
    expect(await seedMeta(pool)).toMatchObject({ seed: 42 });
    expect(templates.list()).toEqual(['seed']);
    const seed = await templates.read(SEED_TEMPLATE);
    expect(seed.meta.seed).toBe(42);
    expect(await templates.read(SEED_TEMPLATE)).toBe(seed);
    expect((await templates.snapshotOf(SEED_TEMPLATE)).data).toEqual(seed);

    await templates.save('mid-demo', smallWorld(7));
    expect(templates.has('mid-demo')).toBe(true);
    expect(templates.list()).toEqual(['mid-demo', 'seed']);
    expect((await templates.read('mid-demo')).meta.seed).toBe(7);
    await expect(
      templates.save('old', asVersion6(smallWorld()) as unknown as World),
    ).rejects.toThrow(`A template must be a world of version ${WORLD_VERSION}`);
    await expect(templates.read('nothing')).rejects.toThrow('There is no template named "nothing"');
  });

  it('seeds a new database, once even when two processes start together', async () => {
    const url = await freshDatabase();
    const [a, b] = [await connect(url), await connect(url)];
    await a.query(`
      create table template_writes (name text);
      create function count_template_write() returns trigger language plpgsql as
        $$ begin insert into template_writes values (new.name); return new; end $$;
      create trigger template_written after insert or update on templates
        for each row execute function count_template_write();`);
    const [one, two] = await Promise.all([
      PgTemplates.open(a, config, now),
      PgTemplates.open(b, config, now),
    ]);
    const writes = await a.query('select name from template_writes');
    expect(writes.rows).toEqual([{ name: 'seed' }]);
    expect(one.has(SEED_TEMPLATE) && two.has(SEED_TEMPLATE)).toBe(true);
    const [fromOne, fromTwo] = [await one.read('seed'), await two.read('seed')];
    expect(fromOne.version).toBe(WORLD_VERSION);
    expect(fromOne.users.length).toBeGreaterThan(0);
    expect(fromTwo.secrets).toEqual(fromOne.secrets);
  });

  it('makes the seed again when it is more than a day old, or of an older version', async () => {
    const stale = await connect();
    await store(stale, SEED_TEMPLATE, smallWorld(42), hours(25));
    await PgTemplates.open(stale, config, now);
    expect(await seedMeta(stale)).toMatchObject({ seed: config.seed });

    const older = await connect();
    await store(older, SEED_TEMPLATE, asVersion6(smallWorld(42)), hours(1));
    await PgTemplates.open(older, config, now);
    expect(await seedMeta(older)).toMatchObject({ seed: config.seed });
  });

  it('upgrades an older template and stores it again; a damaged one is reported, not offered', async () => {
    const pool = await connect();
    await store(pool, SEED_TEMPLATE, smallWorld(42), hours(1));
    await store(pool, 'promoted', asVersion6(smallWorld(5)));
    await store(pool, 'broken', { version: WORLD_VERSION, users: 'not a list' });
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const templates = await PgTemplates.open(pool, config, now);

    const { rows } = await pool.query(
      `select data->>'version' as version from templates where name = 'promoted'`,
    );
    expect(rows[0].version).toBe(String(WORLD_VERSION));
    expect((await templates.read('promoted')).meta.seed).toBe(5);

    expect(templates.list()).toEqual(['promoted', 'seed']);
    expect(templates.has('broken')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The template "broken" is damaged'));
    const kept = await pool.query(`select count(*)::int as n from templates where name = 'broken'`);
    expect(kept.rows[0].n).toBe(1);
  });

  it('learns of templates another process saved when refreshed', async () => {
    const url = await freshDatabase();
    const [a, b] = [await connect(url), await connect(url)];
    await store(a, SEED_TEMPLATE, smallWorld(42), hours(1));
    const [one, two] = [
      await PgTemplates.open(a, config, now),
      await PgTemplates.open(b, config, now),
    ];
    await one.save('shared', smallWorld(9));
    expect(two.has('shared')).toBe(false);
    await two.refresh();
    expect(two.has('shared')).toBe(true);
    expect((await two.read('shared')).meta.seed).toBe(9);
  });
});
