import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CONTROL_ROOM_BUILD, CONTROL_ROOM_SCRIPT } from '../../mock-server/src/routes/sandbox/page';

const PAGE_SOURCES = 'mock-server/src/pages/control-room';

/**
 * The control room's page, style and compiled script, into dist/control-room/: a built sandbox
 * reads them from there and compiles nothing at run time.
 */
export async function buildControlRoom(): Promise<void> {
  rmSync(CONTROL_ROOM_BUILD, { recursive: true, force: true });
  mkdirSync(CONTROL_ROOM_BUILD, { recursive: true });
  await build({
    ...CONTROL_ROOM_SCRIPT,
    logLevel: 'warning',
    entryPoints: [path.join(PAGE_SOURCES, 'control-room.ts')],
    outfile: path.join(CONTROL_ROOM_BUILD, 'control-room.js'),
  });
  for (const file of ['index.html', 'control-room.css'])
    copyFileSync(path.join(PAGE_SOURCES, file), path.join(CONTROL_ROOM_BUILD, file));
}
