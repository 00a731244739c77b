import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe } from 'vitest';
import { newWorldId } from '../../hosting/trial/world-ids';
import { describeDemos } from '../../testing/demos.contract';
import { fileDemoStore } from './file-demos';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('file demos', () => {
  describeDemos(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demos-'));
    dirs.push(dir);
    const store = await fileDemoStore(path.join(dir, 'demos'));
    return { store, world: async () => newWorldId() };
  });
});
