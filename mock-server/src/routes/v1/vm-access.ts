import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { vmAccessKeySchema, vmConsoleSchema, vmPasswordSchema } from '@contract/virtual-machines';
import { noteFirst } from '../../domain/getting-started/firsts';
import { openConsole } from '../../domain/vms/vm-console';
import { vmPassword } from '../../domain/vms/vm-access';
import { downloadPrivateKey } from '../../domain/vms/vm-secrets';
import { authOf, ok } from '../envelope';
import { mutate, writerOf } from '../../application/unit-of-work';
import { HEAVY } from '../../plugins/heavy-calls';
import { idParams } from '../params';
import { dataOf, worldOf } from '../../hosting/request-world';

/** How to get into a VM (protected): its password, its private key, a console session. */
export const vmAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/virtualMachines/getPassword/:id',
    { schema: { params: idParams, response: { 200: envelope(vmPasswordSchema) } } },
    (request) =>
      ok('Password retrieved', {
        sshPassword: vmPassword(dataOf(request), authOf(request), request.params.id),
      }),
  );

  app.get(
    '/virtualMachines/getAccessKey/:id',
    // Heavy: a first download makes the key (RSA), so one world's downloads wait their turn.
    { ...HEAVY, schema: { params: idParams, response: { 200: envelope(vmAccessKeySchema) } } },
    async (request) =>
      ok('Private key retrieved', {
        privateKey: await downloadPrivateKey(
          writerOf(worldOf(request)),
          authOf(request),
          request.params.id,
        ),
      }),
  );

  app.get(
    '/virtualMachines/getConsole/:id',
    { schema: { params: idParams, response: { 200: envelope(vmConsoleSchema) } } },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const auth = authOf(request);
        const consoleUrl = openConsole(ctx, auth, request.params.id);
        noteFirst(ctx.world, auth.companyId, 'consoleOpenedAt', ctx.time.now);
        return ok('Console session created', { consoleUrl });
      }),
  );
};
