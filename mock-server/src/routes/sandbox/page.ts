import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';

const read = (file: string) =>
  readFileSync(fileURLToPath(new URL(`../../pages/control-room/${file}`, import.meta.url)), 'utf8');

// The page and its two files, read once; nothing else is served from here.
const FILES = {
  'control-room.js': { type: 'text/javascript; charset=utf-8', body: read('control-room.js') },
  'control-room.css': { type: 'text/css; charset=utf-8', body: read('control-room.css') },
} as const;
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
    (request, reply) => {
      const { file } = request.params as { file: keyof typeof FILES };
      return send(reply, FILES[file].type, FILES[file].body);
    },
  );
};
