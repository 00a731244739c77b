import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/** Where the sandbox's two entries are built: `node dist/server/one-world.js` and `trial.js`. */
export const SERVER_BUILD = 'dist/server';

/**
 * The sandbox's two entries, one ESM bundle each, into `outdir` (a folder of the project: the
 * bundle finds node_modules and the project's files from where it is). esbuild strips the types
 * (checking them is `npm run typecheck`'s job) in about a second; packages stay external, so
 * the bundle uses node_modules' own copies, as the sources do.
 */
export async function buildServer(outdir = SERVER_BUILD): Promise<void> {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      'one-world': 'mock-server/src/server.ts',
      trial: 'mock-server/src/trial-server.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    define: { __SANDBOX_BUILT__: 'true' },
    logLevel: 'warning',
  });
}
