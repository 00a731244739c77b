import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { healthSchema } from '@contract/health';
import { apiHealth, databaseHealth, remoteApiHealth } from '../../domain/health/health';
import { ok } from '../envelope';

const response = { 200: envelope(healthSchema) };

/** Public health checks; /healthCheck/api is also what the browser tests wait for at start. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/healthCheck/api', { schema: { response } }, () =>
    ok('OK', apiHealth(deps.clock.now(), deps.startedAt)),
  );
  app.get('/healthCheck/database', { schema: { response } }, () =>
    ok('OK', databaseHealth(deps.store.data, deps.clock.now(), deps.store.kind)),
  );
  app.get('/healthCheck/remoteAPI', { schema: { response } }, () =>
    ok('OK', remoteApiHealth(deps.store.data, deps.clock.now())),
  );
};
