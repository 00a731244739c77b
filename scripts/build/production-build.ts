import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CONTROL_ROOM_BUILD, CONTROL_ROOM_SCRIPT } from '../../mock-server/src/routes/sandbox/page';
import { ensurePortalBuild } from './portal-build';

/**
 * `npm run build`: everything the servers serve, into dist/, so that plain `node` runs them with
 * production dependencies only (no TypeScript loader, no build at run time):
 * - dist/server/one-world.js and trial.js: the sandbox's two entries, one ESM bundle each. esbuild
 *   strips the types (checking them is `npm run typecheck`'s job) in a second; packages stay
 *   external, so the bundle uses node_modules' own copies, as the sources do.
 * - dist/control-room/: the control room's page, style and compiled script.
 * - dist/client/: the same-origin portal build the trial serves (`npm run build:portal`).
 */
const SERVER_BUILD = 'dist/server';
const PAGE_SOURCES = 'mock-server/src/pages/control-room';

rmSync(SERVER_BUILD, { recursive: true, force: true });
rmSync(CONTROL_ROOM_BUILD, { recursive: true, force: true });

await build({
  entryPoints: {
    'one-world': 'mock-server/src/server.ts',
    trial: 'mock-server/src/trial-server.ts',
  },
  outdir: SERVER_BUILD,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  define: { __SANDBOX_BUILT__: 'true' },
  logLevel: 'warning',
});

mkdirSync(CONTROL_ROOM_BUILD, { recursive: true });
await build({
  ...CONTROL_ROOM_SCRIPT,
  logLevel: 'warning',
  entryPoints: [path.join(PAGE_SOURCES, 'control-room.ts')],
  outfile: path.join(CONTROL_ROOM_BUILD, 'control-room.js'),
});
for (const file of ['index.html', 'control-room.css'])
  copyFileSync(path.join(PAGE_SOURCES, file), path.join(CONTROL_ROOM_BUILD, file));

ensurePortalBuild();
console.log(`Built ${SERVER_BUILD}/, ${CONTROL_ROOM_BUILD}/ and the portal.`);
