import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardDataSchema } from '@contract/dashboard';
import { envelope } from '@contract/envelope';
import { jobProgressSchema } from '@contract/jobs';
import {
  createVmRequestSchema,
  vmDetailsSchema,
  vmListQuerySchema,
  vmListResponseSchema,
} from '@contract/virtual-machines';
import { VM_ACTION_MESSAGES } from '@contract/vm-actions';
import { dashboardDataOf } from '../../domain/dashboard/dashboard';
import { jobProgress } from '../../domain/jobs/job-progress';
import { createVms } from '../../domain/vms/vm-create';
import { findVm, listVms, vmDetails } from '../../domain/vms/vm-queries';
import { authOf, ok } from '../envelope';
import { mutate } from '../../application/unit-of-work';
import { replyCache } from '../reply-cache';
import { idParams } from '../params';
import { dataOf, nowOf, worldOf } from '../../hosting/request-world';
import { HEAVY } from '../../plugins/heavy-calls';

const createdMessage = (copies: number) =>
  copies === 1 ? VM_ACTION_MESSAGES.create : `${copies} virtual machines are being created`;

/** Virtual machines of the caller's company (protected): dashboard counts, list, details, create. */
export const virtualMachineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/virtualMachines/GetDashboardData',
    { schema: { response: { 200: envelope(dashboardDataSchema) } } },
    (request) =>
      ok(
        'Dashboard data retrieved',
        dashboardDataOf(dataOf(request), authOf(request).companyId, nowOf(request)),
      ),
  );

  // The VM list is read far more often than VMs change (it is polled while any VM moves).
  const listCache = replyCache(
    (request) => dataOf(request).virtualMachines,
    (request) =>
      `${authOf(request).companyId}/${authOf(request).userId}?${request.url.split('?')[1] ?? ''}`,
  );
  app.get(
    '/virtualMachines/list',
    {
      ...listCache,
      schema: { querystring: vmListQuerySchema, response: { 200: envelope(vmListResponseSchema) } },
    },
    (request) =>
      ok(
        'Virtual machines retrieved',
        listVms(dataOf(request), authOf(request).companyId, request.query),
      ),
  );

  app.get(
    '/virtualMachines/details/:id',
    { schema: { params: idParams, response: { 200: envelope(vmDetailsSchema) } } },
    (request) => {
      const world = dataOf(request);
      const vm = findVm(world, authOf(request).companyId, request.params.id);
      return ok('Virtual machine details retrieved', vmDetails(world, vm, nowOf(request)));
    },
  );

  app.post(
    '/virtualMachines/create',
    {
      ...HEAVY,
      schema: { body: createVmRequestSchema, response: { 200: envelope(jobProgressSchema) } },
    },
    async (request) => {
      // A VM's private key is made on its first download, as a seeded VM's is: most keys are
      // never asked for, and each costs ~100 ms of a core.
      const { job, count } = await mutate(worldOf(request), (ctx) => {
        const created = createVms(ctx, authOf(request), request.body);
        return { job: jobProgress(created.job, ctx.time.now), count: created.vms.length };
      });
      return ok(createdMessage(count), job);
    },
  );
};
