import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import { jsonOfWorld } from '../../model/world-json';
import { describeShelfRoom } from '../../testing/snapshot-shelf.contract';
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
    expect(JSON.parse(await text('first'))).toEqual(jsonOfWorld(world));
    expect(JSON.parse(await text('changed'))).toEqual(jsonOfWorld(changed));
  });

  it('counts, once opened again (the next start), what the folder holds', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'shelf-'));
    folders.push(dir);
    const world = Object.freeze(emptyWorld({ seed: 7, now: new Date(0), jwtSecret: 's' }));
    await fileShelf(dir).save('kept', world);
    expect(await fileShelf(dir).totalBytes()).toBe(
      Buffer.byteLength(JSON.stringify(world, null, 2)),
    );
  });

  describeShelfRoom(async () => ({
    shelves: async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'shelf-'));
      folders.push(dir);
      return { shelf: fileShelf(dir) };
    },
    sizeOf: (world) => Buffer.byteLength(JSON.stringify(world, null, 2)),
  }));
});
