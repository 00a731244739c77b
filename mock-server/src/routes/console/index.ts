import type { FastifyPluginAsync } from 'fastify';
import type { HostedTrial } from '../../hosting/trial/hosted-trial';
import { consoleGuard } from './console-guard';
import { demosRoutes } from './demos';
import { insightsRoutes } from './insights';
import { leadsRoutes } from './leads';
import { sellersRoutes } from './sellers';
import { signalsRoutes } from './signals';

/**
 * The sales console's API on the trial's apex (/__sellers*, /__demos*, /__insights*, /__leads), every call behind one
 * guard. Bound to the apex's host names: a world's host never reaches it.
 */
export function consoleRoutes(trial: HostedTrial, apexHosts: RegExp): FastifyPluginAsync {
  return async (app) => {
    const route = { constraints: { host: apexHosts }, config: { apex: true } };
    app.addHook('onRequest', consoleGuard(trial));
    await app.register(sellersRoutes(trial, route));
    await app.register(demosRoutes(trial, route));
    await app.register(insightsRoutes(trial, route));
    await app.register(signalsRoutes(trial, route));
    await app.register(leadsRoutes(trial, route));
  };
}
