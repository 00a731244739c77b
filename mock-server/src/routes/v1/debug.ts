import { stat } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { diagnosticsSchema } from '@contract/debug';
import { envelope } from '@contract/envelope';
import { worldOf } from '../../hosting/request-world';
import { diagnostics } from '../../domain/debug/diagnostics';
import { ok } from '../envelope';

/** GET /debug/debugSharktech: the sandbox's diagnostics, for a signed-in caller (protected scope). */
export const debugRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/debug/debugSharktech',
    { schema: { response: { 200: envelope(diagnosticsSchema) } } },
    async (request) => {
      const deps = worldOf(request);
      const { store } = deps;
      const snapshotBytes =
        store.kind === 'file'
          ? ((await stat(store.location).catch(() => null))?.size ?? null)
          : null;
      return ok(
        'Diagnostics retrieved',
        diagnostics(store.data, {
          realNow: deps.realClock.now(),
          time: deps.time(),
          startedAt: deps.startedAt,
          store: { kind: store.kind, journalBytes: store.journalBytes, snapshotBytes },
          requestLogSize: deps.requestLog.list().length,
        }),
      );
    },
  );
};
