import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from a browser page other than the caller's own ones: an Origin that
 * is not one of them (`null` included), else what Sec-Fetch-Site and Referer say. Browsers send
 * Origin on every post but omit it on some GETs; a request with none of the three is not a
 * page's (a script, curl). `sameSiteIsForeign`: on a host whose sub-domains are other visitors'
 * worlds, a same-site page is someone else's.
 */
export function fromForeignPage(
  request: FastifyRequest,
  isOwn: (origin: string) => boolean,
  { sameSiteIsForeign }: { sameSiteIsForeign: boolean },
): boolean {
  const origin = request.headers.origin;
  if (origin) return !isOwn(origin);
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || (sameSiteIsForeign && site === 'same-site')) return true;
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return !isOwn(new URL(referer).origin);
  } catch {
    return true;
  }
}
