import { CONTROL_ROOM_BUILD } from '../../mock-server/src/routes/sandbox/page';
import { buildControlRoom } from './control-room-build';
import { ensurePortalBuild } from './portal-build';
import { buildServer, SERVER_BUILD } from './server-build';

/**
 * `npm run build`: everything the servers serve, into dist/, so that plain `node` runs them with
 * production dependencies only (no TypeScript loader, no build at run time):
 * - dist/server/one-world.js and trial.js: the sandbox's two entries (`server-build.ts`).
 * - dist/control-room/: the control room's page, style and compiled script.
 * - dist/client/: the same-origin portal build the trial serves (`npm run build:portal`).
 */
await buildServer();
await buildControlRoom();
ensurePortalBuild();
console.log(`Built ${SERVER_BUILD}/, ${CONTROL_ROOM_BUILD}/ and the portal.`);
