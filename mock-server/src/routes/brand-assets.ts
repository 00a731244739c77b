import type { FastifyPluginAsync } from 'fastify';
import { BRAND_ASSETS_PATH } from '../domain/branding/prospect';
import { notFound } from '../domain/shared/errors';
import { dataOf } from '../hosting/request-world';
import { etagOf, holdsVersion } from './revalidation';

export const BRAND_ASSET_NOT_FOUND = 'There is no such brand image';

// An SVG opened on its own runs nothing and loads nothing; inline styles are how SVGs colour.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * GET /branding/assets/:id: a brand image of the request's world (a prospect's logo). Public, as
 * the static logos are: the sign-in page shows it. A reset may give an id to another image, so
 * the answer is revalidated by its content's hash rather than cached for good.
 */
export const brandAssetRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${BRAND_ASSETS_PATH}:id`, async (request, reply) => {
    const { id } = request.params as { id: string };
    const asset = /^[1-9][0-9]{0,9}$/.test(id)
      ? dataOf(request).brandAssets.byId(Number(id))
      : undefined;
    if (!asset) throw notFound(BRAND_ASSET_NOT_FOUND);
    const etag = etagOf(asset.contentType, asset.data);
    reply
      .header('content-type', asset.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-cache')
      .header('etag', etag);
    if (asset.contentType === 'image/svg+xml') reply.header('content-security-policy', SVG_CSP);
    if (holdsVersion(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(Buffer.from(asset.data, 'base64'));
  });
};
