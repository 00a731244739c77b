import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { portalCsp } from '../portal-build';

/**
 * The sales console on the trial's apex: `/console/` and every path under it answer the
 * console's page (its router takes over there); its scripts and styles are the portal build's
 * own `/static/` files. Bound to the apex's host names: a world's `/console` is the portal's.
 * Its images may also come from the worlds (`worldOrigins`, a wildcard source): a demo's logo
 * is served by the demo's own world.
 */
export function consolePageRoutes(
  dir: string,
  apexHosts: RegExp,
  worldOrigins: string,
): FastifyPluginAsync {
  return async (app) => {
    const file = path.join(dir, 'console.html');
    if (!existsSync(file)) return;
    const html = readFileSync(file, 'utf8');
    const csp = portalCsp(html).replace("img-src 'self'", `img-src 'self' ${worldOrigins}`);
    // config.apex: the apex serves no world, and these pages need none.
    const apex = { constraints: { host: apexHosts }, config: { apex: true } };
    const send = (reply: FastifyReply) =>
      reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);

    app.get('/console', apex, (_request, reply) => reply.redirect('/console/', 308));
    app.get('/console/', apex, (_request, reply) => send(reply));
    // A world's VM console page is /console/:id: the same path, bound to the apex here, wins
    // there (a constrained route before the open one); deeper paths take the wildcard.
    app.get('/console/:page', apex, (_request, reply) => send(reply));
    app.get('/console/*', apex, (_request, reply) => send(reply));
  };
}
