import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { healthSchema, type Health } from '@contract/health';
import type { FastifyRequest } from 'fastify';
import { worldOf } from '../../hosting/request-world';
import {
  apiHealth,
  databaseHealth,
  remoteApiHealth,
  withoutDetails,
} from '../../domain/health/health';
import { verifiedCallerOrNull } from '../../plugins/auth';
import { hasSandboxKey } from '../../plugins/sandbox-guard';
import { ok } from '../envelope';

const response = { 200: envelope(healthSchema) };

/**
 * Health checks. Anyone may ask whether the sandbox is up; the details (uptime, versions, record
 * counts) are for a signed-in caller or whoever holds the sandbox key.
 * /healthCheck/api is also what the browser tests wait for at start.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (request: FastifyRequest, health: Health) =>
    ok(
      'OK',
      verifiedCallerOrNull(request) !== null || hasSandboxKey(request)
        ? health
        : withoutDetails(health),
    );

  app.get('/healthCheck/api', { schema: { response } }, (request) => {
    const deps = worldOf(request);
    return answer(request, apiHealth(deps.time().now, deps.startedAt));
  });
  app.get('/healthCheck/database', { schema: { response } }, (request) => {
    const deps = worldOf(request);
    return answer(request, databaseHealth(deps.store.data, deps.time().now, deps.store.kind));
  });
  app.get('/healthCheck/remoteAPI', { schema: { response } }, (request) => {
    const deps = worldOf(request);
    return answer(request, remoteApiHealth(deps.store.data, deps.time().now));
  });
};
