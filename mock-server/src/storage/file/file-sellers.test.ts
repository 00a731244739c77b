import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe } from 'vitest';
import { describeSellers } from '../../testing/sellers.contract';
import { fileSellerStore } from './file-sellers';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('file sellers', () => {
  describeSellers(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sellers-'));
    dirs.push(dir);
    return {
      store: await fileSellerStore(dir),
      // Another process is the next start on the same folder.
      another: () => fileSellerStore(dir),
      dump: () => readFile(path.join(dir, 'sellers.json'), 'utf8'),
    };
  });
});
