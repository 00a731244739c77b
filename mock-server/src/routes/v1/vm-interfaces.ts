import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, doneEnvelope } from '@contract/envelope';
import { jobProgressSchema } from '@contract/jobs';
import { NETWORK_SUCCESS_MESSAGES as S } from '@contract/network-messages';
import {
  adapterParams,
  addInterfaceRequestSchema,
  availableNetworkListSchema,
} from '@contract/networks';
import { jobProgress } from '../../domain/jobs/job-progress';
import { availableNetworks, findNetwork } from '../../domain/networks/network-queries';
import { addInterface, removeInterface } from '../../domain/networks/vm-interfaces';
import { findVm } from '../../domain/vms/vm-queries';
import { NETWORK_ERROR_MESSAGES } from '@contract/network-messages';
import { notFound } from '../../domain/shared/errors';
import { requirePermission } from '../../domain/permissions/require-permission';
import { authOf, ok } from '../envelope';
import { mutate, mutateEvenWhenFull } from '../../application/unit-of-work';
import { idParams } from '../params';
import { dataOf, worldOf } from '../../hosting/request-world';

/** A VM's network interfaces (protected): which networks it may join, add and remove. */
export const vmInterfaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/virtualMachines/:id/availableNetworks',
    { schema: { params: idParams, response: { 200: envelope(availableNetworkListSchema) } } },
    (request) => {
      const world = dataOf(request);
      const vm = findVm(world, authOf(request).companyId, request.params.id);
      return ok(S.available, availableNetworks(world, vm));
    },
  );

  app.post(
    '/virtualMachines/:id/addNetworkInterfaces',
    {
      schema: {
        params: idParams,
        body: addInterfaceRequestSchema,
        response: { 200: envelope(jobProgressSchema) },
      },
    },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const { companyId } = authOf(request);
        const vm = findVm(ctx.world, companyId, request.params.id);
        requirePermission(ctx.world, authOf(request), 'vm.change', vm.teamId);
        const network = findNetwork(ctx.world, companyId, request.body.networkId);
        return ok(S.addInterface, jobProgress(addInterface(ctx, vm, network), ctx.time.now));
      }),
  );

  app.delete(
    '/virtualMachines/:id/removeNetworkInterfaces/:adapterId',
    { schema: { params: adapterParams, response: { 200: doneEnvelope } } },
    (request) =>
      mutateEvenWhenFull(worldOf(request), (ctx) => {
        const vm = findVm(ctx.world, authOf(request).companyId, request.params.id);
        requirePermission(ctx.world, authOf(request), 'vm.change', vm.teamId);
        const adapter = ctx.world.netAdapters.find(
          (a) => a.id === request.params.adapterId && a.vmId === vm.id,
        );
        if (!adapter) throw notFound(NETWORK_ERROR_MESSAGES.adapterNotFound);
        removeInterface(ctx.world, vm, adapter);
        return ok(S.removeInterface, null);
      }),
  );
};
