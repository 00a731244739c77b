import type { FastifyPluginAsync } from 'fastify';
import { installSandboxGuard } from '../../plugins/sandbox-guard';
import { clientEventRoutes } from './client-events';
import { controlRoutes } from './controls';
import { gettingStartedRoutes } from './getting-started';
import { infoRoutes } from './info';
import { leadRoutes } from './leads';
import { outboxRoutes } from './outbox';
import { pageRoutes } from './page';
import { personaliseRoutes } from './personalise';
import { worldRoutes } from './world';

/**
 * /__sandbox: the control room of the sandbox, outside /v1 because the real provider has no such
 * thing. No sign-in: it serves whoever runs the sandbox, behind one guard (the sandbox key beyond
 * loopback, no foreign pages, JSON changes only).
 */
export const sandboxRoutes: FastifyPluginAsync = async (app) => {
  installSandboxGuard(app);
  // In the API document: no credentials on this machine, the sandbox key beyond it (unless the
  // route asks for something else: a signed-in user's own view).
  app.addHook('onRoute', (route) => {
    route.schema = {
      ...route.schema,
      security: route.schema?.security ?? [{}, { sandboxKey: [] }],
    };
  });
  await app.register(pageRoutes);
  await app.register(infoRoutes);
  await app.register(outboxRoutes);
  await app.register(worldRoutes);
  await app.register(controlRoutes);
  await app.register(personaliseRoutes);
  await app.register(clientEventRoutes);
  await app.register(leadRoutes);
  await app.register(gettingStartedRoutes);
};
