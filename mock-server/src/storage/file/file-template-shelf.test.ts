import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe } from 'vitest';
import type { World } from '../../model/schema';
import { describeTemplates } from '../../testing/templates.contract';
import { fileTemplateShelf } from './file-template-shelf';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('file templates', () => {
  describeTemplates(
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'templates-'));
      folders.push(dir);
      const file = (name: string) => path.join(dir, `${name}.json`);
      return {
        shelf: await fileTemplateShelf(dir),
        another: () => fileTemplateShelf(dir),
        async put(name, data, savedAt) {
          await writeFile(file(name), JSON.stringify(data));
          await utimes(file(name), savedAt, savedAt);
        },
        storedSeed: async () => (JSON.parse(await readFile(file('seed'), 'utf8')) as World).meta,
        keptAside: async (name) =>
          (await readdir(dir)).some((f) => f.startsWith(`${name}.json.damaged-`)),
      };
    },
    { shared: false },
  );
});
