import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { BUILT, fromProjectRoot } from '../../project-root';

// Built: the page's three files sit in dist/control-room/, the script compiled by the build.
const pagePath = (file: string) =>
  BUILT
    ? fromProjectRoot(CONTROL_ROOM_BUILD, file)
    : fileURLToPath(new URL(`../../pages/control-room/${file}`, import.meta.url));
const read = (file: string) => readFileSync(pagePath(file), 'utf8');

/** Where the production build puts the control room's page, style and compiled script. */
export const CONTROL_ROOM_BUILD = 'dist/control-room';

/** How the page's script is compiled for the browser: by the build, or on a first request. */
export const CONTROL_ROOM_SCRIPT = {
  bundle: true,
  format: 'iife',
  target: 'es2022',
  logLevel: 'silent',
} as const;

/**
 * The page's script is TypeScript, type-checked with the rest: run from the sources, built for
 * the browser once, on the first request for it (most sandboxes, and every API test, never open
 * the control room), by esbuild, a devDependency loaded only then; built, read as compiled.
 */
let script: Promise<string> | undefined;
const buildScript = () =>
  (script ??= BUILT
    ? Promise.resolve(read('control-room.js'))
    : import('esbuild')
        .then(({ build }) =>
          build({
            ...CONTROL_ROOM_SCRIPT,
            entryPoints: [pagePath('control-room.ts')],
            write: false,
          }),
        )
        .then((result) => result.outputFiles[0]?.text ?? ''));

// The page and its two files; nothing else is served from here.
const FILES = {
  'control-room.js': { type: 'text/javascript; charset=utf-8', body: buildScript },
  'control-room.css': { type: 'text/css; charset=utf-8', body: () => STYLE },
} as const;
const STYLE = read('control-room.css');
const PAGE = read('index.html');

/** Only this sandbox's own files run on the page, and it talks to this sandbox only. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const send = (reply: FastifyReply, type: string, body: string) =>
  reply
    .header('content-security-policy', CSP)
    .header('cache-control', 'no-cache')
    .type(type)
    .send(body);

/** GET /__sandbox/: the control room page (it asks for the sandbox key when one is needed). */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', (_request, reply) => send(reply, 'text/html; charset=utf-8', PAGE));
  app.get(
    '/page/:file',
    { schema: { params: z.object({ file: z.enum(Object.keys(FILES) as [keyof typeof FILES]) }) } },
    async (request, reply) => {
      const { file } = request.params as { file: keyof typeof FILES };
      return send(reply, FILES[file].type, await FILES[file].body());
    },
  );
};
