import { copyFile, mkdir, readdir, readFile, rename, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { DamagedWorldError, fileStamp } from '../engine/damaged-world';
import type { TemplateShelf } from '../ports/templates';
import { writeFileDurably } from './snapshot-file';

/** The file shelf, which can also copy a template byte for byte (a new world's snapshot). */
export type FileTemplateShelf = TemplateShelf & {
  copyTo(name: string, file: string): Promise<void>;
};

/**
 * Templates as world files in SANDBOX_DATA_DIR/templates/<name>.json, written durably; the
 * time a template was saved is its file's (set to the clock's). A damaged one is renamed <name>.json.damaged-<time>.
 * One process holds the folder, so nothing needs a lock.
 */
export async function fileTemplateShelf(dir: string): Promise<FileTemplateShelf> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = (name: string) => path.join(dir, `${name}.json`);
  return {
    names: async () =>
      (await readdir(dir)).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)),
    async read(name) {
      const text = await readFile(file(name), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (text === null) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new DamagedWorldError(`it is not readable JSON (${(error as Error).message})`);
      }
    },
    savedAt: async (name) => (await stat(file(name)).catch(() => null))?.mtime ?? null,
    async write(name, world, at) {
      await writeFileDurably(file(name), JSON.stringify(world));
      await utimes(file(name), at, at);
    },
    async setAside(name, at) {
      const aside = `${file(name)}.damaged-${fileStamp(at)}`;
      await rename(file(name), aside);
      return `it was set aside as ${path.basename(aside)}`;
    },
    exclusively: (fn) => fn(),
    copyTo: (name, to) => copyFile(file(name), to),
  };
}
