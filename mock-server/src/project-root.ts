import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder that holds package.json, fixtures/ and docs-assets/: found by walking up from this
 * module, which sits at mock-server/src/ when run from the sources and at dist/server/ once built
 * (one bundle: every module's import.meta.url is the bundle's).
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'fixtures')))
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`No project folder above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path inside the project folder. */
export const fromProjectRoot = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);

declare const __SANDBOX_BUILT__: boolean | undefined;

/**
 * Whether this is the production build (`npm run build` defines the constant): the control
 * room's script is then read prebuilt from dist/ instead of compiled on its first request.
 */
export const BUILT = typeof __SANDBOX_BUILT__ !== 'undefined' && __SANDBOX_BUILT__;
