import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isResellersOnlyDocument } from '@contract/documents';
import { resolveAsset } from '../domain/documents/asset-path';
import { companyOf } from '../domain/branding/branding';
import { forbidden, notFound, unauthorized } from '../domain/shared/errors';
import { dataOf } from '../hosting/request-world';
import { sessionOf } from '../plugins/auth';
import { fromProjectRoot } from '../project-root';
import { isSupportDocument, noteGuideRead } from './guide-read';

const DOCS_ROOT = fromProjectRoot('docs-assets');

export const FILE_NOT_FOUND = 'File not found';
export const PARTNERS_ONLY = 'Partner documents are available to partners only';

/** Partner documents need a signed-in (MFA-verified) user of a reseller company. */
function requireReseller(request: FastifyRequest): void {
  const { claims } = sessionOf(request);
  if (!claims.mfaVerified) throw unauthorized();
  const world = dataOf(request);
  const user = world.users.byId(Number(claims.sub));
  if (!user) throw unauthorized();
  if (!companyOf(world, user).isReseller) throw forbidden(PARTNERS_ONLY);
}

/**
 * The assets host: the markdown documents and their images from docs-assets/, each with its own
 * type. Only ordinary names with a served extension are looked up, and only files that are still
 * inside docs-assets once symlinks are resolved; everything else is a 404 in the envelope.
 */
export const assetRoutes: FastifyPluginAsync = async (app) => {
  app.get('/assets/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const asset = await resolveAsset(DOCS_ROOT, path);
    if (!asset) throw notFound(FILE_NOT_FOUND);
    const partnersOnly = isResellersOnlyDocument(path);
    if (partnersOnly) requireReseller(request);
    const body = await readFile(asset.file);
    if (isSupportDocument(path)) await noteGuideRead(request);
    return (
      reply
        .header('content-type', asset.type)
        .header('cache-control', partnersOnly ? 'private, no-store' : 'no-cache')
        // An image opened on its own (an SVG can carry script) runs nothing on this origin.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(body)
    );
  });
};
