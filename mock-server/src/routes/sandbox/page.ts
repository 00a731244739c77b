import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';

const pagePath = (file: string) =>
  fileURLToPath(new URL(`../../pages/control-room/${file}`, import.meta.url));
const read = (file: string) => readFileSync(pagePath(file), 'utf8');

/**
 * The page's script is TypeScript, type-checked with the rest: built for the browser once, on
 * the first request for it (most sandboxes, and every API test, never open the control room).
 */
let script: Promise<string> | undefined;
const buildScript = () =>
  (script ??= build({
    entryPoints: [pagePath('control-room.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? ''));

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
