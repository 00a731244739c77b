import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { worldOf } from '../hosting/request-world';
import { consoleTarget } from '../domain/vms/vm-console';
import { mutate } from '../application/unit-of-work';
import { consoleCsp, renderConsolePage, renderConsoleRefused } from '../pages/console/console-page';

/**
 * GET /console/:id?ticket=T — the page a console URL points at, outside /v1 because an iframe
 * sends no bearer header: the short-lived ticket is the credential. The page is self-contained:
 * inline style and script allowed by a per-response nonce only.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/console/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().catch(0) }),
        querystring: z.object({ ticket: z.string().max(2000).optional().catch(undefined) }),
      },
    },
    async (request, reply) => {
      const deps = worldOf(request);
      const nonce = randomBytes(16).toString('base64');
      const target = await mutate(deps, (ctx) =>
        consoleTarget(ctx, request.query.ticket, request.params.id),
      );
      reply
        .header('content-security-policy', consoleCsp(nonce, new URL(deps.config.portalUrl).origin))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        // Framed by the portal: its CSP's frame-ancestors says who may, not X-Frame-Options.
        .removeHeader('x-frame-options');
      if (!target) return reply.status(403).send(renderConsoleRefused(nonce));
      return reply.send(renderConsolePage(target, nonce));
    },
  );
};
