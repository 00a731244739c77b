import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Low, type Adapter } from 'lowdb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import type { World } from '../../model/schema';
import { seedWorld } from '../../seed/seed';
import { fakeClock } from '../../simulation/clock';
import type { Store } from '../engine/store';
import { FileDurability } from './file-durability';
import { dataFilePath, journalPath, openFileStore } from './file-store';
import { journalFiles, readJournal } from './journal';
import { DurableJsonFile } from './snapshot-file';

const clock = fakeClock('2026-03-15T10:00:00.000Z');
const CUSTOMER = 'customer@example.com';
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'durability-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const open = (env: Record<string, string> = {}) => {
  const config = readConfig({ SANDBOX_DATA_DIR: dir, ...env });
  return openFileStore({
    dir,
    fresh: false,
    now: clock.now(),
    seed: () => seedWorld(config, clock.now()),
    quietMs: 60_000,
  });
};
const rename = (store: Store, firstName: string) =>
  store.mutate((world) => {
    const user = world.users.find((u) => u.email === CUSTOMER);
    if (user) user.firstName = firstName;
  });
const nameIn = (store: Store) => store.data.users.find((u) => u.email === CUSTOMER)?.firstName;
const journalLines = async (file: string) =>
  (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '');

describe('a data folder’s snapshot and journals', () => {
  it('answers commits while a snapshot is written, and has them all after a reopen', async () => {
    // A world large enough that writing it takes longer than one commit.
    const { store } = await open({ SANDBOX_SEED_VMS: '5000' });
    await rename(store, 'Before');
    const order: string[] = [];
    const compacted = store.compact().then(() => order.push('snapshot'));
    await rename(store, 'During').then(() => order.push('commit'));
    await compacted;
    expect(order).toEqual(['commit', 'snapshot']);
    // The snapshot holds the first name; the commit made meanwhile is the journal's one line.
    expect(await readFile(dataFilePath(dir), 'utf8')).toContain('"Before"');
    expect(await journalLines(journalPath(dir))).toHaveLength(1);
    expect(await journalFiles(journalPath(dir))).toEqual([journalPath(dir)]);
    await store.close();
    const reopened = await open();
    expect(nameIn(reopened.store)).toBe('During');
    await reopened.store.close();
  });

  it('replays the journals a compaction left when a crash cut it short, whichever step it reached', async () => {
    const first = await open();
    await rename(first.store, 'First');
    await rename(first.store, 'Second');
    const [older, newer] = await journalLines(journalPath(dir));
    // Cut before the snapshot was renamed: the old snapshot, db.journal, db.journal.1.
    await writeFile(journalPath(dir), `${older}\n`);
    await writeFile(`${journalPath(dir)}.1`, `${newer}\n`);
    const reopened = await open();
    expect(nameIn(reopened.store)).toBe('Second');
    // Folded at once: one snapshot, an empty journal, nothing beside it.
    expect(await journalFiles(journalPath(dir))).toEqual([journalPath(dir)]);
    expect((await stat(journalPath(dir))).size).toBe(0);

    // Cut after the snapshot was renamed: it already holds what db.journal holds.
    await rename(reopened.store, 'First');
    await reopened.store.compact();
    await writeFile(journalPath(dir), `${older}\n`);
    await writeFile(`${journalPath(dir)}.1`, `${newer}\n`);
    expect(nameIn((await open()).store)).toBe('Second');
  });

  it('folds a journal whose last line a crash cut, so that later commits follow a whole line', async () => {
    const first = await open();
    await rename(first.store, 'Whole');
    await writeFile(journalPath(dir), '{"at":"2026-03-15T10:00:00.000Z","changes":[{"op":"pu', {
      flag: 'a',
    });
    const hosted = await openFileStore({
      dir,
      fresh: false,
      now: clock.now(),
      seed: () => Promise.reject(new Error('not seeded')),
      foldJournal: false,
      damaged: 'refuse',
    });
    await rename(hosted.store, 'Later');
    const again = await open();
    expect(again.reason).toBe('reused');
    expect(nameIn(again.store)).toBe('Later');
  });

  it('keeps every commit when writing the snapshot fails, and the next snapshot holds them all', async () => {
    const file = dataFilePath(dir);
    let failNext = true;
    const durableFile = new DurableJsonFile<World | null>(file);
    const adapter: Adapter<World | null> = {
      read: () => durableFile.read(),
      write: (data) => {
        if (!failNext) return durableFile.write(data);
        failNext = false;
        return Promise.reject(new Error('disk full'));
      },
    };
    const world = await seedWorld(readConfig({}), clock.now());
    const durability = await FileDurability.open(new Low(adapter, null), file, journalPath(dir));
    const entry = (n: number) => ({
      at: clock.now().toISOString(),
      changes: [{ op: 'set' as const, key: 'n', value: n }],
    });
    await durability.append([entry(1)]);
    await expect(durability.snapshot(world)).rejects.toThrow('disk full');
    await durability.append([entry(2)]);
    // Nothing is lost: the first commit is still in db.journal, the next in db.journal.1.
    const files = await journalFiles(journalPath(dir));
    expect(files).toEqual([journalPath(dir), `${journalPath(dir)}.1`]);
    expect((await readJournal(files[0] as string)).entries).toEqual([entry(1)]);
    expect((await readJournal(files[1] as string)).entries).toEqual([entry(2)]);
    expect(durability.split).toBe(true);

    await durability.snapshot(world);
    await durability.append([entry(3)]);
    expect(await journalFiles(journalPath(dir))).toEqual([journalPath(dir)]);
    expect((await readJournal(journalPath(dir))).entries).toEqual([entry(3)]);
    expect(durability.split).toBe(false);
    await durability.close();
  });
});
