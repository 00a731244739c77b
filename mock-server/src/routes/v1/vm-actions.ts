import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { changeConfigurationRequestSchema, editVmRequestSchema } from '@contract/virtual-machines';
import { VM_ACTION_MESSAGES, vmActionResultSchema } from '@contract/vm-actions';
import { changeConfiguration, deleteVm, editVm, powerVm } from '../../domain/vms/vm-actions';
import { POWER_ACTIONS } from '@contract/vm-status';
import { actionResult } from '../../domain/vms/vm-queries';
import { authOf, ok } from '../envelope';
import { mutate, mutateEvenWhenFull } from '../../application/unit-of-work';
import { idParams } from '../params';
import { worldOf } from '../../hosting/request-world';

const result = { 200: envelope(vmActionResultSchema) };

/**
 * What a user does to a VM (protected). Each refusal is a 409 whose message comes from the
 * contract's action table (vmRefusal); success answers at once and the VM moves on by the clock.
 */
export const vmActionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const action of POWER_ACTIONS) {
    app.post(
      `/virtualMachines/${action}/:id`,
      { schema: { params: idParams, response: result } },
      (request) =>
        mutate(worldOf(request), (ctx) => {
          const vm = powerVm(ctx, authOf(request), request.params.id, action);
          return ok(VM_ACTION_MESSAGES[action], actionResult(vm));
        }),
    );
  }

  app.delete(
    '/virtualMachines/delete/:id',
    { schema: { params: idParams, response: result } },
    (request) =>
      mutateEvenWhenFull(worldOf(request), (ctx) =>
        ok(
          VM_ACTION_MESSAGES.delete,
          actionResult(deleteVm(ctx, authOf(request), request.params.id)),
        ),
      ),
  );

  app.put(
    '/virtualMachines/edit/:id',
    { schema: { params: idParams, body: editVmRequestSchema, response: result } },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const vm = editVm(ctx, authOf(request), request.params.id, request.body);
        return ok(VM_ACTION_MESSAGES.edit, actionResult(vm));
      }),
  );

  app.put(
    '/virtualMachines/changeConfiguration',
    { schema: { body: changeConfigurationRequestSchema, response: result } },
    (request) =>
      mutate(worldOf(request), (ctx) =>
        ok(
          VM_ACTION_MESSAGES.upgrade,
          actionResult(changeConfiguration(ctx, authOf(request), request.body)),
        ),
      ),
  );
};
