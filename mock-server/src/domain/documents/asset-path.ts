import { realpath, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

/** The only files the assets host serves, by extension, with the type each is served as. */
export const ASSET_TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

const SEGMENT = /^[\w .()&,'+-]{1,120}$/;

/**
 * Whether a requested path (already URL-decoded) names a file the host may look for: relative,
 * made only of ordinary names (no "..", ".", empty segments, backslashes or control characters),
 * with a served extension. Anything else is simply not found.
 */
export function isServablePath(path: string): boolean {
  if (path.length > 500) return false;
  const segments = path.split('/');
  return (
    segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !s.startsWith('.')) &&
    extname(path).toLowerCase() in ASSET_TYPES
  );
}

/**
 * The file on disk for a requested path, or null: it must pass isServablePath and, once every
 * symlink is resolved, still be a regular file inside the root (a link out of it is not found).
 */
export async function resolveAsset(
  root: string,
  path: string,
): Promise<{ file: string; type: string } | null> {
  if (!isServablePath(path)) return null;
  try {
    const realRoot = await realpath(root);
    const file = await realpath(join(realRoot, path));
    if (!file.startsWith(realRoot + sep) || !(await stat(file)).isFile()) return null;
    return { file, type: ASSET_TYPES[extname(file).toLowerCase()] as string };
  } catch {
    return null;
  }
}
