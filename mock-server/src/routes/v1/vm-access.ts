import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '../../../../contract/envelope';
import {
  vmAccessKeySchema,
  vmConsoleSchema,
  vmPasswordSchema,
} from '../../../../contract/virtual-machines';
import { VM_ERROR_MESSAGES } from '../../../../contract/vm-messages';
import { consoleUrlFor, signConsoleTicket } from '../../domain/console-ticket';
import { conflict } from '../../domain/errors';
import { assertCan } from '../../domain/vm-lifecycle';
import { findVm, vmDetails } from '../../domain/vm-queries';
import { ensurePrivateKey } from '../../domain/vm-secrets';
import { authOf, ok } from '../envelope';
import { idParams } from '../params';

/** How to get into a VM (protected): its password, its private key, a console session. */
export const vmAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/virtualMachines/getPassword/:id',
    { schema: { params: idParams, response: { 200: envelope(vmPasswordSchema) } } },
    (request) => {
      const vm = findVm(deps.store.data, authOf(request).companyId, request.params.id);
      return ok('Password retrieved', { sshPassword: vm.sshPassword });
    },
  );

  app.get(
    '/virtualMachines/getAccessKey/:id',
    { schema: { params: idParams, response: { 200: envelope(vmAccessKeySchema) } } },
    async (request) => {
      const vm = findVm(deps.store.data, authOf(request).companyId, request.params.id);
      assertCan('downloadKey', vm.status);
      // Seeded VMs get their key on first download, then keep it.
      const isNew = vm.privateKeyPem === null;
      const privateKey = await ensurePrivateKey(vm);
      if (isNew) await deps.store.save();
      return ok('Private key retrieved', { privateKey });
    },
  );

  app.get(
    '/virtualMachines/getConsole/:id',
    { schema: { params: idParams, response: { 200: envelope(vmConsoleSchema) } } },
    (request) => {
      const { companyId } = authOf(request);
      const world = deps.store.data;
      const now = deps.clock.now();
      const vm = findVm(world, companyId, request.params.id);
      // The status refusal comes from the contract's table; a provider without consoles gets
      // the same words the portal's disabled button shows.
      assertCan('console', vm.status);
      if (!vmDetails(world, vm, now).consoleAvailable)
        throw conflict(VM_ERROR_MESSAGES.consoleUnavailable);
      const ticket = signConsoleTicket(world.secrets.jwt, { vmId: vm.id, companyId }, now);
      return ok('Console session created', {
        consoleUrl: consoleUrlFor(deps.config.publicOrigin, vm.id, ticket),
      });
    },
  );
};
