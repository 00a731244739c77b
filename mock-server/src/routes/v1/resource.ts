import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { jobProgressSchema } from '@contract/jobs';
import { datacenterAvailabilitySchema } from '@contract/virtual-machines';
import { datacenterAvailability } from '../../domain/catalogue/datacenter-availability';
import { JOB_MESSAGES, readJob } from '../../domain/jobs/jobs';
import { authOf, ok } from '../envelope';
import { idParams } from '../params';
import { dataOf, nowOf } from '../../hosting/request-world';

/** Background work (protected): datacenter availability and job progress, both read from the clock. */
export const resourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resource/datacenterAvailability/:id',
    { schema: { params: idParams, response: { 200: envelope(datacenterAvailabilitySchema) } } },
    (request) =>
      ok(
        'Datacenter availability retrieved',
        datacenterAvailability(dataOf(request), request.params.id),
      ),
  );

  app.get(
    '/resource/jobs/:id',
    { schema: { params: idParams, response: { 200: envelope(jobProgressSchema) } } },
    (request) =>
      ok(
        JOB_MESSAGES.retrieved,
        readJob(dataOf(request), authOf(request).companyId, request.params.id, nowOf(request)),
      ),
  );
};
