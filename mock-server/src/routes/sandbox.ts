import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../domain/outbox/outbox';
import { installSandboxGuard } from '../plugins/sandbox-guard';
import { seedWorld } from '../seed/seed';
import { ok } from './envelope';

/**
 * Sandbox controls, outside /v1 because the real provider has no such thing: the caught-email
 * outbox and a reset to the seeded demo world. No sign-in: they serve whoever runs the sandbox,
 * guarded by plugins/sandbox-guard.ts (key beyond loopback, no foreign pages, JSON only).
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  installSandboxGuard(app);

  app.get(
    '/outbox',
    { schema: { querystring: z.object({ to: z.string().trim().max(320).optional() }) } },
    (request) => {
      const emails = listOutbox(deps.store.data, request.query.to);
      return ok(`${emails.length} email(s)`, emails);
    },
  );

  app.post('/reset', async () => {
    await deps.store.replace(await seedWorld(deps.config, deps.clock.now()));
    return ok(`Sandbox reset to seed ${deps.config.seed}`, { seed: deps.config.seed });
  });
};
