import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const fromRoot = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));

/**
 * /assets/* — the markdown documents the portal renders (docs-assets/), as the real assets host
 * serves them; /branding/* — reseller logos, so branding URLs work without any other server.
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: fromRoot('docs-assets'),
    prefix: '/assets/',
    index: false,
    list: false,
    setHeaders: (reply, filePath) => {
      if (filePath.endsWith('.md')) reply.header('content-type', 'text/markdown; charset=utf-8');
    },
  });
  await app.register(fastifyStatic, {
    root: fromRoot('fixtures/branding'),
    prefix: '/branding/',
    decorateReply: false,
    index: false,
    list: false,
  });
}
