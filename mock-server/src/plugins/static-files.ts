import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const fromRoot = (p: string) => fileURLToPath(new URL(`../../../${p}`, import.meta.url));

/**
 * /branding/* — reseller logos, so branding URLs work without any other server. (The documents
 * under /assets/* have their own route, routes/assets.ts: some are for resellers only.)
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: fromRoot('fixtures/branding'),
    prefix: '/branding/',
    index: false,
    list: false,
  });
}
