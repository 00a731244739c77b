import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppDeps } from './app-deps';
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
import { installHostCheck } from './plugins/host-check';
import { installJsonBody } from './plugins/json-body';
import { installRequestLog, RequestLog } from './plugins/request-log';
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
import { worldClock, type Clock } from './simulation/clock';
import { memoryShelf, type SnapshotShelf } from './store/snapshots';
import type { Store } from './store/store';

export type BuildAppOptions = {
  store: Store;
  clock: Clock;
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Opens the sandbox controls when listening beyond loopback (server.ts makes one). */
  sandboxKey?: string | null;
  /** Where snapshots are kept (server.ts: the data folder; tests: memory). */
  snapshots?: SnapshotShelf;
  /** Check every reply against its contract schema (tests); off by default when serving. */
  checkResponses?: boolean;
};

/**
 * Composes the mock: framework pieces, then our cross-cutting plugins, then the routes.
 * No listen and no module state, so tests build as many isolated apps as they like.
 */
export function buildApp({
  store,
  clock,
  config,
  logger = false,
  checkResponses = true,
  sandboxKey = null,
  snapshots = memoryShelf(),
}: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger,
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

  const simulated = worldClock(clock, () => store.data.sandbox.clock);
  const deps: AppDeps = {
    store,
    clock: simulated,
    realClock: clock,
    config,
    startedAt: clock.now(),
    sandboxKey,
    snapshots,
    requestLog: new RequestLog(),
  };
  app.decorate('deps', deps);
  app.decorateRequest('auth', null);

  installHostCheck(app, config);
  installSecurityHeaders(app);
  installErrorHandling(app);
  installRequestLog(app, deps.requestLog);
  installScenarioFaults(app);
  installJsonBody(app);
  installPreflightCheck(app); // before cors, which would answer such a request in plain text
  // Registered on the root itself: cors must see every route, including 404s and static files.
  app.register(cors, corsOptions(config));
  // Nothing reads cookies yet: parse them on demand (request.server.parseCookie), not per request.
  app.register(cookie, { hook: false });
  app.register(rateLimit, rateLimitOptions);
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
  return app;
}
