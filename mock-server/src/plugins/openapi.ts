import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { yamlOfDocument } from '../openapi/document-yaml';
import { transformDocument, transformRoute } from '../openapi/openapi-document';

// The docs page runs swagger-ui's scripts and styles from this origin: it needs more than the
// API's "nothing at all" policy, and no more than that.
const DOCS_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

/**
 * The API described as OpenAPI 3.1, generated from the contract's zod schemas (the ones that
 * validate requests and check answers, so the document cannot drift): /docs/json, /docs/yaml and
 * the interactive page at /docs, whose "Try it out" calls this sandbox. Sign in with
 * POST /v1/auth/login and /v1/auth/mfa there, then paste the token from the Authorization
 * response header into "Authorize".
 */
export const openApiOptions = (config: Config): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Stratus provider API (v1) and sandbox controls',
      version: '1.0.0',
      description:
        'Every answer is an envelope { message, data }; refusals carry a message and, on 400, field errors. ' +
        'Tokens travel in the Authorization and Refresh headers, not in bodies.',
      // The terms every use of the platform falls under, its API included.
      license: {
        name: 'Acceptable Use Policy',
        url: `${config.publicOrigin}/assets/support/Policies/Acceptable%20Use%20Policy.md`,
      },
    },
    // The origin that serves the document: this sandbox, whichever name it is reached by.
    servers: [{ url: '/', description: 'This sandbox' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        sandboxKey: { type: 'apiKey', in: 'header', name: 'x-sandbox-key' },
      },
    },
  },
  transform: transformRoute,
  transformObject: transformDocument,
});

type Rendered = { json: string; yaml?: Promise<string> };
// Keyed by the HTTP server, which every plugin context of one app shares.
const rendered = new WeakMap<object, Rendered>();

/**
 * The document as JSON, rendered once: it is half a megabyte, and building and stringifying it
 * on every request would hold the event loop for a noticeable time. The server renders it at
 * start, for the /docs page and its first visitor.
 */
export function renderApiDocument(app: FastifyInstance): Rendered {
  let done = rendered.get(app.server);
  if (!done) {
    done = { json: JSON.stringify(app.swagger()) };
    rendered.set(app.server, done);
  }
  return done;
}

/**
 * The document as YAML, made on its first request (off the event loop) and kept: it takes
 * several times as long as the JSON, which every start paid for a format few ask for.
 */
function apiDocumentYaml(app: FastifyInstance): Promise<string> {
  const done = renderApiDocument(app);
  done.yaml ??= yamlOfDocument(done.json).catch((error: unknown) => {
    done.yaml = undefined; // the next request tries again
    throw error;
  });
  return done.yaml;
}

/** The interactive page at /docs (registered after @fastify/swagger, with openApiOptions). */
export async function docsPage(docs: FastifyInstance): Promise<void> {
  docs.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0];
    // swagger-ui sends its index.html to /docs, but with a query string back to itself, forever.
    if (path === '/docs/static/index.html') return reply.redirect('/docs/');
    if (path === '/docs/json')
      return reply.type('application/json; charset=utf-8').send(renderApiDocument(docs).json);
    if (path === '/docs/yaml') {
      apiDocumentYaml(docs).then(
        (yaml) => reply.type('application/x-yaml').send(yaml),
        (error: unknown) => done(error as Error),
      );
      return;
    }
    done();
  });
  docs.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('content-security-policy', DOCS_CSP);
    done(null, payload);
  });
  await docs.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
    staticCSP: false,
  });
}
