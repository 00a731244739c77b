import type { FastifyPluginAsync } from 'fastify';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { hostHeaderPattern } from '../../hosting/host-names';
import { trialHostNames } from '../../hosting/trial/trial-host';
import { claimRoutes } from './claim';
import { consolePageRoutes } from './console-page';
import { worldsRoutes } from './worlds';

/** The hosted trial's own routes: its apex (landing page, worlds API, console), each world's claim. */
export function trialRoutes(trial: HostedTrial): FastifyPluginAsync {
  return async (app) => {
    const apexHosts = hostHeaderPattern(trialHostNames(trial));
    app.register(worldsRoutes(trial, apexHosts));
    app.register(claimRoutes(trial));
    const { portalDir } = trial.shared.config;
    if (portalDir) app.register(consolePageRoutes(portalDir, apexHosts));
  };
}
