import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleCsp, renderConsolePage, renderConsoleRefused } from '../domain/console-page';
import { verifyConsoleTicket } from '../domain/console-ticket';
import { netAdaptersOf } from '../domain/net-adapters';
import { specOf } from '../domain/vm-specs';

/**
 * GET /console/:id?ticket=T — the page a console URL points at, outside /v1 because an iframe
 * sends no bearer header: the short-lived ticket (domain/console-ticket.ts) is the credential.
 * The page is self-contained: inline style and script allowed by a per-response nonce only.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/console/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive().catch(0) }),
        querystring: z.object({ ticket: z.string().max(2000).optional().catch(undefined) }),
      },
    },
    (request, reply) => {
      const world = deps.store.data;
      const nonce = randomBytes(16).toString('base64');
      const { id } = request.params;
      const claims = verifyConsoleTicket(
        world.secrets.jwt,
        request.query.ticket,
        id,
        deps.clock.now(),
      );
      const vm = world.virtualMachines.find(
        (v) => v.id === id && v.companyId === claims?.companyId && v.deletedAt === null,
      );
      reply
        .header('content-security-policy', consoleCsp(nonce, new URL(deps.config.portalUrl).origin))
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      if (!claims || !vm) return reply.status(403).send(renderConsoleRefused(nonce));

      const spec = specOf(world, vm);
      const image = world.catalogue.images.find((i) => i.id === vm.imageId);
      const primary = netAdaptersOf(world, vm.id)[0];
      return reply.send(
        renderConsolePage(
          {
            vmId: vm.id,
            hostname: vm.name.toLowerCase(),
            image: image?.name ?? 'Linux',
            os: image?.os ?? 'linux',
            cpu: spec.cpu,
            ram: spec.ram,
            disk: spec.disk,
            privateIp: primary?.privateIp ?? null,
            publicIp: primary?.publicIp ?? null,
            macAddress: primary?.macAddress ?? null,
            cidrBlock: primary?.cidrBlock ?? null,
          },
          nonce,
        ),
      );
    },
  );
};
