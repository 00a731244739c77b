import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from './app';
import type { HostedTrial } from './hosting/trial/hosted-trial';
import { trialHost } from './hosting/trial/trial-host';
import { trialRoutes } from './routes/trial/index';

/** The hosted trial's app: its worlds found by host name, and its apex's own routes. */
export function buildTrialApp(
  trial: HostedTrial,
  options: Omit<BuildAppOptions, 'host' | 'hostRoutes'> = {},
): FastifyInstance {
  return buildApp({ ...options, host: trialHost(trial), hostRoutes: trialRoutes(trial) });
}
