import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { installWorldResolution } from './hosting/resolve-world';
import type { WorldHost } from './hosting/world-host';
import { BODY_LIMIT } from './plugins/body-limits';
import { installCors } from './plugins/cors';
import { docsPage, openApiOptions } from './plugins/openapi';
import {
  clientErrorHandler,
  frameworkErrors,
  installErrorHandling,
  installPreflightCheck,
} from './plugins/error-handler';
import { installHealth } from './plugins/health';
import { installHeavyCalls } from './plugins/heavy-calls';
import { installHostCheck } from './plugins/host-check';
import { installMetrics } from './plugins/metrics';
import { installJsonBody } from './plugins/json-body';
import { installRequestLines } from './plugins/request-lines';
import { installRequestLog } from './plugins/request-log';
import { installScenarioFaults } from './plugins/scenario-faults';
import { rateLimitOptions } from './plugins/rate-limits';
import { WrongKeys } from './plugins/wrong-keys';
import { installSecurityHeaders } from './plugins/security-headers';
import { responseSerializer } from './plugins/serializer';
import { installSettle } from './plugins/settle';
import { contractValidator } from './plugins/validator';
import { registerStaticFiles } from './plugins/static-files';
import { installActivity } from './plugins/activity';
import { assetRoutes } from './routes/assets';
import { brandAssetRoutes } from './routes/brand-assets';
import { consoleRoutes } from './routes/console';
import { orderFormRoutes } from './routes/order-forms';
import { portalBuildRoutes } from './routes/portal-build';
import { sandboxRoutes } from './routes/sandbox/index';
import { v1Routes } from './routes/v1/index';

export type BuildAppOptions = {
  /** Where each request's world comes from: one world, or the hosted trial's many. */
  host: WorldHost;
  /** Routes of the host's own address (the trial's apex); only a host that has one passes them. */
  hostRoutes?: FastifyPluginAsync;
  logger?: FastifyServerOptions['logger'];
  /** Check every reply against its contract schema (tests); off by default when serving. */
  checkResponses?: boolean;
};

/**
 * Composes the mock: framework pieces, then our cross-cutting plugins, then the routes.
 * No listen and no module state, so tests build as many isolated apps as they like.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { host, logger = false, checkResponses = true } = options;
  const { config } = host.process;
  const app = Fastify({
    logger,
    trustProxy: host.trustProxy,
    // One line per request drowns the demo banner; errors are still logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Even requests that never reach a route are answered in the { message, data } envelope.
    frameworkErrors,
    clientErrorHandler,
    // While stopping, a request already on an open connection is still served (it carries
    // `connection: close`); a 503 would make a rolling restart drop it.
    return503OnClosing: false,
  });

  // Requests are validated with the contract's zod schemas; replies are checked against theirs
  // wherever mistakes are caught, so the mock cannot drift from what the portal parses.
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(responseSerializer(checkResponses));

  app.decorate('processDeps', host.process);
  app.decorateRequest('auth', null);
  app.decorateRequest('world', null);

  app.decorate('wrongKeys', new WrongKeys(app));
  installHealth(app, host);
  app.decorate('renderMetrics', installMetrics(app, host));
  installRequestLines(app);
  installHostCheck(app, (name) => host.serves(name));
  installSecurityHeaders(app);
  installErrorHandling(app, { usesDatabase: host.usesDatabase === true });
  // Each request finds its world here: everything after reads it from `request.world`.
  installWorldResolution(app, host);
  installRequestLog(app);
  installActivity(app);
  installScenarioFaults(app);
  installJsonBody(app);
  installPreflightCheck(app); // before cors, which would answer such a request in plain text
  // A world's key may come as a cookie: parsed on demand (parseCookie), not per request.
  app.register(cookie, { hook: false });
  const sharedCounters = host.rateLimitStore;
  app.register(
    rateLimit,
    sharedCounters ? { ...rateLimitOptions, store: sharedCounters } : rateLimitOptions,
  );
  installSettle(app);
  // One heavy call at a time per world: a busy world waits on itself, not on others.
  installHeavyCalls(app);
  // On the root itself: cors must see every route, including 404s and static files.
  installCors(app);
  // Before the routes, so that it sees each one as it is added.
  app.register(swagger, openApiOptions(config));

  app.register(v1Routes, { prefix: '/v1' });
  app.register(sandboxRoutes, { prefix: '/__sandbox' });
  app.register(consoleRoutes);
  app.register(assetRoutes);
  app.register(brandAssetRoutes);
  app.register(orderFormRoutes);
  app.register(registerStaticFiles);
  app.register(docsPage);
  if (config.portalDir) app.register(portalBuildRoutes(config.portalDir));
  if (options.hostRoutes) app.register(options.hostRoutes);
  return app;
}
