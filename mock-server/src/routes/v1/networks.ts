import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { networkAdapterListSchema } from '@contract/network-adapters';
import { netAdaptersOf } from '../../domain/networks/net-adapters';
import { findVm } from '../../domain/vms/vm-queries';
import { authOf, ok } from '../envelope';
import { idParams } from '../params';

/** Networks of the caller's company (protected). For now: a VM's interfaces for its network card. */
export const networkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/networks/listNetAdapters/:id',
    { schema: { params: idParams, response: { 200: envelope(networkAdapterListSchema) } } },
    (request) => {
      const world = deps.store.data;
      const vm = findVm(world, authOf(request).companyId, request.params.id);
      return ok('Network adapters retrieved', netAdaptersOf(world, vm.id));
    },
  );
};
