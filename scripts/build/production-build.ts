import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CONTROL_ROOM_BUILD, CONTROL_ROOM_SCRIPT } from '../../mock-server/src/routes/sandbox/page';
import { ensurePortalBuild } from './portal-build';
import { buildServer, SERVER_BUILD } from './server-build';

/**
 * `npm run build`: everything the servers serve, into dist/, so that plain `node` runs them with
 * production dependencies only (no TypeScript loader, no build at run time):
 * - dist/server/one-world.js and trial.js: the sandbox's two entries (`server-build.ts`).
 * - dist/control-room/: the control room's page, style and compiled script.
 * - dist/client/: the same-origin portal build the trial serves (`npm run build:portal`).
 */
const PAGE_SOURCES = 'mock-server/src/pages/control-room';

rmSync(CONTROL_ROOM_BUILD, { recursive: true, force: true });

await buildServer();

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
