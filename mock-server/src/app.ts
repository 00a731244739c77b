import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ProcessDeps } from './application/world-deps';
import type { Config } from './config';
import { BODY_LIMIT } from './plugins/body-limits';
import { corsOptions } from './plugins/cors';
import { docsPage, openApiOptions } from './plugins/openapi';
import {
  clientErrorHandler,
  frameworkErrors,
  installErrorHandling,
  installPreflightCheck,
} from './plugins/error-handler';
import { allowedHostNames, hostHeaderPattern, installHostCheck } from './plugins/host-check';
import { installJsonBody } from './plugins/json-body';
import { installRequestLog } from './plugins/request-log';
import { installScenarioFaults } from './plugins/scenario-faults';
import { rateLimitOptions } from './plugins/rate-limits';
import { installSecurityHeaders } from './plugins/security-headers';
import { responseSerializer } from './plugins/serializer';
import { installSettle } from './plugins/settle';
import { contractValidator } from './plugins/validator';
import { registerStaticFiles } from './plugins/static-files';
import { assetRoutes } from './routes/assets';
import { consoleRoutes } from './routes/console';
import { orderFormRoutes } from './routes/order-forms';
import { portalBuildRoutes } from './routes/portal-build';
import { sandboxRoutes } from './routes/sandbox/index';
import { v1Routes } from './routes/v1/index';
import type { Clock } from './simulation/clock';
import { memoryShelf } from './storage/ports/snapshot-shelf';
import { claimRoutes } from './routes/trial/claim';
import { worldsRoutes } from './routes/trial/worlds';
import type { HostedTrial } from './hosting/trial/hosted-trial';
import { installWorldResolution } from './hosting/trial/trial-host';
import { installSingleWorld, singleWorld, type SingleWorldOptions } from './hosting/one-world-host';

type CommonOptions = {
  /** The real clock (fake in tests): each world's own clock runs on it. */
  clock: Clock;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Check every reply against its contract schema (tests); off by default when serving. */
  checkResponses?: boolean;
};

/** One world (`npm start`, most tests), or the hosted trial's many worlds, one per host name. */
export type BuildAppOptions = CommonOptions &
  (
    | (Omit<SingleWorldOptions, 'snapshots'> & Partial<Pick<SingleWorldOptions, 'snapshots'>>)
    | { trial: HostedTrial }
  );

/**
 * Composes the mock: framework pieces, then our cross-cutting plugins, then the routes.
 * No listen and no module state, so tests build as many isolated apps as they like.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { clock, config, logger = false, checkResponses = true } = options;
  const trial = 'trial' in options ? options.trial : null;
  const app = Fastify({
    logger,
    // Behind the trial's proxy, the client's address (for its creation limit) is forwarded.
    trustProxy: trial?.config.trustProxy ?? false,
    // One line per request drowns the demo banner; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Even requests that never reach a route are answered in the { message, data } envelope.
    frameworkErrors,
    clientErrorHandler,
  });

  // Requests are validated with the contract's zod schemas; replies are checked against theirs
  // wherever mistakes are caught, so the mock cannot drift from what the portal parses.
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(responseSerializer(checkResponses));

  const shared: ProcessDeps = trial?.shared ?? { config, realClock: clock, startedAt: clock.now() };
  app.decorate('processDeps', shared);
  app.decorateRequest('auth', null);
  app.decorateRequest('world', null);

  // The hosted trial also answers its apex and every `<id>.<apex>`.
  const hostNames = allowedHostNames(config);
  if (trial) hostNames.add(trial.config.apexHost);
  installHostCheck(app, (name) => hostNames.has(name) || trial?.addressOf(name) != null);
  installSecurityHeaders(app);
  installErrorHandling(app);
  // Each request finds its world here: everything after reads it from `request.world`.
  if (trial) installWorldResolution(app, trial);
  else
    installSingleWorld(
      app,
      singleWorld(shared, {
        ...(options as SingleWorldOptions),
        snapshots: (options as Partial<SingleWorldOptions>).snapshots ?? memoryShelf(),
      }),
    );
  installRequestLog(app);
  installScenarioFaults(app);
  installJsonBody(app);
  installPreflightCheck(app); // before cors, which would answer such a request in plain text
  // Registered on the root itself: cors must see every route, including 404s and static files.
  app.register(cors, corsOptions(config));
  // Only a hosted world's key comes as a cookie: parsed on demand (parseCookie), not per request.
  app.register(cookie, { hook: false });
  const sharedCounters = trial?.rateLimitStore;
  app.register(
    rateLimit,
    sharedCounters ? { ...rateLimitOptions, store: sharedCounters } : rateLimitOptions,
  );
  installSettle(app);
  // Before the routes, so that it sees each one as it is added.
  app.register(swagger, openApiOptions(config));

  app.register(v1Routes, { prefix: '/v1' });
  app.register(sandboxRoutes, { prefix: '/__sandbox' });
  app.register(consoleRoutes);
  app.register(assetRoutes);
  app.register(orderFormRoutes);
  app.register(registerStaticFiles);
  app.register(docsPage);
  if (config.portalDir) app.register(portalBuildRoutes(config.portalDir));
  if (trial) {
    app.register(worldsRoutes(trial, hostHeaderPattern(hostNames)));
    app.register(claimRoutes(trial));
  }
  return app;
}
