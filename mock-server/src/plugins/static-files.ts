import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fromProjectRoot } from '../project-root';

/**
 * /branding/* — reseller logos, so branding URLs work without any other server. (The documents
 * under /assets/* have their own route, routes/assets.ts: some are for resellers only.)
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: fromProjectRoot('fixtures', 'branding'),
    prefix: '/branding/',
    index: false,
    list: false,
  });
}
