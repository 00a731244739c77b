import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardDataSchema } from '../../../../contract/dashboard';
import { envelope } from '../../../../contract/envelope';
import { countVmsBySize } from '../../domain/dashboard';
import { authOf, ok } from '../envelope';

/** Virtual machines of the caller's company (protected). For now: the dashboard's usage counts. */
export const virtualMachineRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/virtualMachines/GetDashboardData',
    { schema: { response: { 200: envelope(dashboardDataSchema) } } },
    (request) => {
      const world = deps.store.data;
      const { companyId } = authOf(request);
      const vms = world.virtualMachines.filter((v) => v.companyId === companyId);
      return ok(
        'Dashboard data retrieved',
        countVmsBySize(vms, world.catalogue.sizes, deps.clock.now()),
      );
    },
  );
};
