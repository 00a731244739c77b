import type { FastifyRequest } from 'fastify';

/**
 * Whether a request comes from a browser page other than the caller's own ones. An Origin
 * decides, unless it is `null`: a page with no referrer sends that for its own form posts, a
 * sandboxed frame for everything. Then Sec-Fetch-Site, which a page cannot forge, and last a
 * Referer. A request with none of them is not a page's (a script, curl). `sameSiteIsForeign`:
 * on a host whose sub-domains are other visitors' worlds, a same-site page is someone else's.
 */
export function fromForeignPage(
  request: FastifyRequest,
  isOwn: (origin: string) => boolean,
  { sameSiteIsForeign }: { sameSiteIsForeign: boolean },
): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return !isOwn(origin);
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return false;
  if (site === 'cross-site' || (sameSiteIsForeign && site === 'same-site')) return true;
  if (origin === 'null') return true;
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return !isOwn(new URL(referer).origin);
  } catch {
    return true;
  }
}
