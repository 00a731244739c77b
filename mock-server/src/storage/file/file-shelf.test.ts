import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import { ShelfFullError } from '../ports/snapshot-shelf';
import { fileShelf } from './file-shelf';

const folders: string[] = [];
afterEach(() => Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true }))));

describe('the file shelf', () => {
  it('saves a committed world again as it is, and a changed one as it has become', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shelf-'));
    folders.push(dir);
    const shelf = fileShelf(dir);
    const world = Object.freeze(emptyWorld({ seed: 7, now: new Date(0), jwtSecret: 's' }));
    await shelf.save('first', world);
    await shelf.save('again', world);
    const changed = Object.freeze({ ...world, meta: { ...world.meta, seed: 8 } });
    await shelf.save('changed', changed);

    const text = (name: string) => readFile(path.join(dir, 'snapshots', `${name}.json`), 'utf8');
    expect(await text('again')).toBe(await text('first'));
    expect(JSON.parse(await text('first'))).toEqual(world);
    expect(JSON.parse(await text('changed'))).toEqual(changed);
  });

  it('counts saves in flight against maxBytes: of ten at once, only those that fit are written', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shelf-'));
    folders.push(dir);
    const shelf = fileShelf(dir);
    const world = Object.freeze(emptyWorld({ seed: 7, now: new Date(0), jwtSecret: 's' }));
    const size = Buffer.byteLength(JSON.stringify(world, null, 2));
    const saves = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => shelf.save(`copy ${i}`, world, size * 3.5)),
    );
    expect(saves.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    for (const refused of saves.filter((s) => s.status === 'rejected'))
      expect(refused.reason).toBeInstanceOf(ShelfFullError);
    expect(await shelf.list()).toHaveLength(3);
    expect(await shelf.totalBytes()).toBe(size * 3);

    // Saved again under its own name, a snapshot takes its own room, not more.
    const [first] = await shelf.list();
    await shelf.save(first!.name, world, size * 3);
    await shelf.delete(first!.name);
    expect(await shelf.totalBytes()).toBe(size * 2);
    // A shelf opened again (the next start) counts what the folder holds.
    expect(await fileShelf(dir).totalBytes()).toBe(size * 2);
  });
});
