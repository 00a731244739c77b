import type { FastifyPluginAsync } from 'fastify';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { hostHeaderPattern } from '../../hosting/host-names';
import { trialHostNames } from '../../hosting/trial/trial-host';
import { claimRoutes } from './claim';
import { worldsRoutes } from './worlds';

/** The hosted trial's own routes: its apex (landing page, worlds API), and each world's claim. */
export function trialRoutes(trial: HostedTrial): FastifyPluginAsync {
  return async (app) => {
    app.register(worldsRoutes(trial, hostHeaderPattern(trialHostNames(trial))));
    app.register(claimRoutes(trial));
  };
}
