import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
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
    },
    servers: [{ url: config.publicOrigin }],
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

/** The interactive page at /docs (registered after @fastify/swagger, with openApiOptions). */
export async function docsPage(docs: FastifyInstance): Promise<void> {
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
