import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrayOf, envelope } from '@contract/envelope';
import {
  requestLogDetailSchema,
  requestLogEntrySchema,
  sandboxInfoSchema,
} from '@contract/sandbox';
import { worldOf } from '../../hosting/request-world';
import { hasSandboxKey } from '../../plugins/sandbox-guard';
import { clockState } from '../../domain/sandbox/clock-controls';
import { activeScenarios } from '../../domain/sandbox/scenarios';
import { notFound } from '../../domain/shared/errors';
import { loadPersonas } from '../../seed/fixtures';
import { scenarioPersonasIn } from '../../seed/scenarios/scenario-personas';
import type { World } from '../../model/schema';
import { ok } from '../envelope';

/**
 * What the portal's sandbox badge shows (GET /__sandbox/info: a real provider has no such call,
 * so against it the badge never appears), and the control room's request log.
 */
export const infoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Sign-in details of the demo logins: only with SANDBOX_DEMO=1, and where the world keeps them
  // to its key holders (the one world beyond this machine), only for them. A hosted world's
  // address is itself the invitation; its controls still need the key.
  const demoPersonas = app.processDeps.config.demo
    ? loadPersonas()
        .users.filter((u) => u.password)
        .map((u) => ({
          email: u.email,
          password: u.password as string,
          name: `${u.firstName} ${u.lastName}`,
          demonstrates: u.demonstrates,
        }))
    : [];

  const listed = new Set(demoPersonas.map((p) => p.email.toLowerCase()));
  // A world copied from a scenario (a demo's) also offers the persona that scenario signs in as.
  const personasOf = (world: World) => [
    ...demoPersonas,
    ...scenarioPersonasIn(world).filter((p) => !listed.has(p.email.toLowerCase())),
  ];

  app.get(
    '/info',
    { schema: { response: { 200: envelope(sandboxInfoSchema) } } },
    async (request) => {
      const deps = worldOf(request);
      const world = deps.store.data;
      const open = deps.access.personasOpen || hasSandboxKey(request);
      const personas = open && app.processDeps.config.demo ? personasOf(world) : [];
      return ok('Sandbox', {
        sandbox: true as const,
        controlRoomUrl: `${deps.config.publicOrigin}/__sandbox/`,
        portalUrl: deps.config.portalUrl,
        datacenters: world.catalogue.datacenters.map(({ id, name }) => ({ id, name })),
        clock: clockState(deps.time()),
        scenarios: activeScenarios(world),
        outboxCount: world.outbox.length,
        personas,
        // This very request counts as the world's last: it expires a whole lifetime from now
        // (a longer one, kept).
        ...(deps.expiry && {
          hosted: {
            ...((await deps.leads?.standing()) ?? {
              expiresAt: new Date(deps.realClock.now().getTime() + deps.expiry.ttlMs),
              kept: false,
            }),
            startUrl: deps.expiry.startUrl,
          },
        }),
      });
    },
  );

  app.get(
    '/requests',
    {
      schema: {
        querystring: z.object({ after: z.coerce.number().int().min(0).default(0) }),
        response: { 200: envelope(arrayOf(requestLogEntrySchema)) },
      },
    },
    (request) => ok('Requests', worldOf(request).requestLog.list(request.query.after)),
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
      const detail = worldOf(request).requestLog.detail(request.params.id);
      if (!detail) throw notFound('That call is no longer in the log');
      return ok('Request', detail);
    },
  );
};
