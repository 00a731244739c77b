import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { quotaUsageSchema } from '@contract/quota-usage';
import { quotaUsage } from '../../domain/quotas/quotas';
import { authOf, ok } from '../envelope';
import { dataOf } from '../../hosting/request-world';

/** A trial account's usage of its quotas (protected), counted by the check that refuses. */
export const quotaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotas/usage',
    { schema: { response: { 200: envelope(quotaUsageSchema) } } },
    (request) =>
      ok('Quota usage retrieved', quotaUsage(dataOf(request), authOf(request).companyId)),
  );
};
