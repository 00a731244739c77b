import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileWorldRegistry } from './file-world-registry';
import { at, describeWorldRegistry } from '../../testing/world-registry.contract';
import { newWorldId } from '../../hosting/trial/world-ids';

async function fileStorage() {
  const root = await mkdtemp(path.join(tmpdir(), 'registry-'));
  return {
    root,
    open: (now: Date) => FileWorldRegistry.open(root, now),
    prepare: (id: string) => mkdir(path.join(root, id)).then(() => {}),
  };
}

describe('FileWorldRegistry', () => {
  describeWorldRegistry(fileStorage);

  it('finishes at start what a crash interrupted: a creation without its record, a removal', async () => {
    const { root, open, prepare } = await fileStorage();
    const registry = await open(at(0));
    const removed = newWorldId();
    await prepare(removed);
    await registry.add({
      id: removed,
      keyHash: 'h',
      template: 'seed',
      createdAt: at(0),
      lastSeenAt: at(0),
    });
    await registry.remove(removed, 'expired', at(5));
    await registry.close();
    const unfinished = newWorldId();
    await mkdir(path.join(root, unfinished));
    await writeFile(path.join(root, unfinished, 'db.json'), '{}');

    const reopened = await open(at(6));
    expect(existsSync(path.join(root, unfinished))).toBe(false);
    expect(existsSync(path.join(root, removed))).toBe(false);
    expect((await reopened.find(unfinished)).state).toBe('unknown');
    await reopened.close();
  });
});
