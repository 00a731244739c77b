import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { worldOf } from '../hosting/request-world';
import { etagOf, holdsVersion } from './revalidation';

// The sandbox's own paths: an unknown one there is a 404 in the envelope, never the portal.
const SANDBOX_PATH = /^\/(v1|__sandbox|__worlds|assets|branding|static|orderForms|docs)(\/|$|\?)/;

/** Hashes of the page's inline scripts (first paint, route preload), the only ones allowed to run. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/** The portal runs only its own files and talks to this origin only. */
export const portalCsp = (html: string) =>
  [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`,
    // React and Bootstrap set style attributes (positions of popovers, progress bars).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * A page with its validator: index.html is asked for on every visit (no-cache), and carries the
 * portal's stylesheet; a browser that holds this version already gets a 304, not the page again.
 */
type Page = { html: string; etag: string };
const pageOf = (html: string): Page => ({ html, etag: etagOf(html) });

/** The page of a world that expires: marked, so the portal loads the world's banner there. */
export const markHostedWorld = (html: string) =>
  html.replace(/<head[^>]*>/, (head) => `${head}<meta name="sandbox-world" content="hosted">`);

/**
 * A built portal served from the sandbox's own origin (SANDBOX_PORTAL_DIR, built with the API at
 * `/v1` and the documents at `/assets`): one process for the screens and the API. Built files as
 * they are (hashed names: cached for good); any other page path gets index.html, where the
 * portal's router takes over.
 */
export function portalBuildRoutes(dir: string): FastifyPluginAsync {
  return async (app) => {
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const plainPage = pageOf(html);
    const expiringPage = pageOf(markHostedWorld(html));
    const csp = portalCsp(html);

    // The build's files are the same for every world and for the apex, whose sales console
    // loads them too: they need no world.
    app.addHook('onRoute', (route) => {
      if (route.url !== '/*') route.config = { ...route.config, apex: true };
    });
    await app.register(fastifyStatic, {
      root: path.join(dir, 'static'),
      prefix: '/static/',
      decorateReply: false,
      index: false,
      list: false,
      immutable: true,
      maxAge: '365d',
    });
    // The files of client/public (the tab icon), copied beside index.html by the build.
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile() || entry.name === 'index.html' || entry.name.startsWith('.')) continue;
      const body = readFileSync(path.join(dir, entry.name));
      app.get(`/${entry.name}`, (_request, reply) => reply.type(typeOf(entry.name)).send(body));
    }

    app.get('/*', (request, reply) => {
      if (SANDBOX_PATH.test(request.url)) return reply.callNotFound();
      const page = worldOf(request).expiry ? expiringPage : plainPage;
      reply
        .header('content-security-policy', csp)
        .header('cache-control', 'no-cache')
        .header('etag', page.etag);
      if (holdsVersion(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(page.html);
    });
  };
}

const TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.ico': 'image/x-icon' };
const typeOf = (name: string) => TYPES[path.extname(name)] ?? 'application/octet-stream';
