import type { FastifyPluginAsync } from 'fastify';
import { requireVerifiedSession } from '../../plugins/auth';
import { CLIENT_EVENT_BODY_LIMIT, limitBodies, PUBLIC_BODY_LIMIT } from '../../plugins/body-limits';
import { installNoStore } from '../../plugins/security-headers';
import { accountRecoveryRoutes } from './account-recovery';
import { authSessionRoutes } from './auth-session';
import { authRoutes } from './auth';
import { debugRoutes } from './debug';
import { entityRoutes } from './entities';
import { importRoutes } from './imports';
import { loggingRoutes } from './logging';
import { healthRoutes } from './health';
import { networkRoutes } from './networks';
import { partnerRoutes } from './partners';
import { quotaRoutes } from './quotas';
import { resourceRoutes } from './resource';
import { roleRoutes } from './roles';
import { supportRoutes } from './support';
import { systemRoutes } from './system';
import { teamRoutes } from './teams';
import { userRoutes } from './users';
import { virtualMachineRoutes } from './virtual-machines';
import { vmAccessRoutes } from './vm-access';
import { vmActionRoutes } from './vm-actions';
import { vmCatalogueRoutes } from './vm-catalogue';
import { vmInterfaceRoutes } from './vm-interfaces';

/**
 * The provider API under /v1. Public routes first, with small bodies; everything registered inside the protected
 * scope sits behind one onRequest hook (verified session + tenancy), so a new area is protected
 * simply by being registered there.
 */
export const v1Routes: FastifyPluginAsync = async (app) => {
  installNoStore(app);
  // The API document says so of every public call (the protected scope below overrides it).
  app.addHook('onRoute', (route) => {
    route.schema = { security: [], ...route.schema };
  });
  await app.register(async (publicScope) => {
    limitBodies(publicScope, PUBLIC_BODY_LIMIT);
    await publicScope.register(authRoutes);
    await publicScope.register(accountRecoveryRoutes);
    await publicScope.register(partnerRoutes);
    await publicScope.register(healthRoutes);
  });
  await app.register(async (eventScope) => {
    limitBodies(eventScope, CLIENT_EVENT_BODY_LIMIT);
    await eventScope.register(loggingRoutes);
  });

  await app.register(async (protectedScope) => {
    protectedScope.addHook('onRequest', requireVerifiedSession);
    // The API document marks every route here as needing the bearer token.
    protectedScope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, security: [{ bearer: [] }] };
    });
    await protectedScope.register(authSessionRoutes);
    await protectedScope.register(userRoutes);
    await protectedScope.register(teamRoutes);
    await protectedScope.register(roleRoutes);
    await protectedScope.register(virtualMachineRoutes);
    await protectedScope.register(vmCatalogueRoutes);
    await protectedScope.register(vmActionRoutes);
    await protectedScope.register(vmAccessRoutes);
    await protectedScope.register(networkRoutes);
    await protectedScope.register(vmInterfaceRoutes);
    await protectedScope.register(quotaRoutes);
    await protectedScope.register(resourceRoutes);
    await protectedScope.register(supportRoutes);
    await protectedScope.register(debugRoutes);
    await protectedScope.register(systemRoutes);
    await protectedScope.register(entityRoutes);
    await protectedScope.register(importRoutes);
  });
};
