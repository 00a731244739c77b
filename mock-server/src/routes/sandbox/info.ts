import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@contract/envelope';
import {
  requestLogDetailSchema,
  requestLogEntrySchema,
  sandboxInfoSchema,
} from '@contract/sandbox';
import { configOf } from '../../app-deps';
import { isLoopback } from '../../config';
import { hasSandboxKey } from '../../plugins/sandbox-guard';
import { clockState } from '../../domain/sandbox/clock-controls';
import { activeScenarios } from '../../domain/sandbox/scenarios';
import { notFound } from '../../domain/shared/errors';
import { loadPersonas } from '../../seed/fixtures';
import { ok } from '../envelope';

/**
 * What the portal's sandbox badge shows (GET /__sandbox/info: a real provider has no such call,
 * so against it the badge never appears), and the control room's request log.
 */
export const infoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Sign-in details of the demo logins: only with SANDBOX_DEMO=1, and beyond this machine only
  // for whoever holds the sandbox key.
  const demoPersonas = deps.config.demo
    ? loadPersonas()
        .users.filter((u) => u.password)
        .map((u) => ({
          email: u.email,
          password: u.password as string,
          name: `${u.firstName} ${u.lastName}`,
          demonstrates: u.demonstrates,
        }))
    : [];

  app.get('/info', { schema: { response: { 200: envelope(sandboxInfoSchema) } } }, (request) => {
    const world = deps.store.data;
    const personas =
      isLoopback(deps.config.host) || hasSandboxKey(request, deps.sandboxKey) ? demoPersonas : [];
    return ok('Sandbox', {
      sandbox: true as const,
      controlRoomUrl: `${deps.config.publicOrigin}/__sandbox/`,
      portalUrl: deps.config.portalUrl,
      datacenters: world.catalogue.datacenters.map(({ id, name }) => ({ id, name })),
      clock: clockState(world, deps.clock.now(), configOf(deps)),
      scenarios: activeScenarios(world),
      outboxCount: world.outbox.length,
      personas,
    });
  });

  app.get(
    '/requests',
    {
      schema: {
        querystring: z.object({ after: z.coerce.number().int().min(0).default(0) }),
        response: { 200: envelope(z.array(requestLogEntrySchema)) },
      },
    },
    (request) => ok('Requests', deps.requestLog.list(request.query.after)),
  );

  app.get(
    '/requests/:id',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(requestLogDetailSchema) },
      },
    },
    (request) => {
      const detail = deps.requestLog.detail(request.params.id);
      if (!detail) throw notFound('That call is no longer in the log');
      return ok('Request', detail);
    },
  );
};
