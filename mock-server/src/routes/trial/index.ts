import type { FastifyPluginAsync } from 'fastify';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { hostHeaderPattern } from '../../hosting/host-names';
import { trialHostNames } from '../../hosting/trial/trial-host';
import { worldOrigin } from '../../hosting/trial/trial-config';
import { claimRoutes } from './claim';
import { consolePageRoutes } from './console-page';
import { consoleRoutes } from '../console/index';
import { demoLinkRoutes } from '../console/demo-link';
import { pageViewRoutes } from './page-views';
import { worldsRoutes } from './worlds';

/**
 * The hosted trial's own routes: its apex (landing page, worlds API, sales console API and its
 * page), and each world's claim, demo link and page views.
 */
export function trialRoutes(trial: HostedTrial): FastifyPluginAsync {
  return async (app) => {
    const apexHosts = hostHeaderPattern(trialHostNames(trial));
    app.register(worldsRoutes(trial, apexHosts));
    app.register(consoleRoutes(trial, apexHosts));
    app.register(claimRoutes(trial));
    app.register(demoLinkRoutes(trial));
    app.register(pageViewRoutes);
    const { portalDir } = trial.shared.config;
    if (portalDir)
      app.register(consolePageRoutes(portalDir, apexHosts, worldOrigin(trial.config, '*')));
  };
}
