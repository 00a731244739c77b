import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { arrayOf, envelope } from '@contract/envelope';
import { snapshotNameSchema, snapshotSchema } from '@contract/sandbox';
import { worldOf } from '../../hosting/request-world';
import { loadSnapshot } from '../../application/stored-data';
import { notFound } from '../../domain/shared/errors';
import { ok } from '../envelope';
import { replaceWorld } from '../../application/unit-of-work';
import { HEAVY } from '../../plugins/heavy-calls';

// Made once per process: every app then shares their compiled serializers.
const resetReply = envelope(z.object({ seed: z.number() }));
const namedReply = envelope(z.object({ name: z.string() }));

const byName = z.object({ name: snapshotNameSchema.shape.name });

/**
 * The world as a whole: back to the seed (a hosted world: to its template), or saved and loaded
 * under a name (a salesperson prepares "mid-demo" once and loads it before each meeting).
 * Loading ends the sessions that the saved world did not have.
 */
export const worldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/reset', { ...HEAVY, schema: { response: { 200: resetReply } } }, async (request) => {
    const deps = worldOf(request);
    await replaceWorld(deps, await deps.startingPoint.world());
    return ok(`Sandbox reset to ${deps.startingPoint.name}`, { seed: deps.config.seed });
  });

  app.get(
    '/snapshots',
    { schema: { response: { 200: envelope(arrayOf(snapshotSchema)) } } },
    async (request) => ok('Snapshots', await worldOf(request).snapshots.list()),
  );

  app.post(
    '/snapshots',
    { ...HEAVY, schema: { body: snapshotNameSchema, response: { 200: envelope(snapshotSchema) } } },
    async (request) => {
      const deps = worldOf(request);
      return ok(
        `Saved the world as "${request.body.name}"`,
        await deps.snapshots.save(request.body.name, deps.store.data),
      );
    },
  );

  app.post(
    '/snapshots/:name/load',
    { ...HEAVY, schema: { params: byName, response: { 200: namedReply } } },
    async (request) => {
      const { name } = request.params;
      const deps = worldOf(request);
      // A snapshot saved by an older sandbox is upgraded on the way in; a damaged one is refused.
      const world = await loadSnapshot(deps.snapshots, name);
      if (!world) throw notFound(`There is no snapshot "${name}"`);
      await replaceWorld(deps, world);
      return ok(`Loaded "${name}"`, { name });
    },
  );

  app.delete(
    '/snapshots/:name',
    { schema: { params: byName, response: { 200: namedReply } } },
    async (request) => {
      const { name } = request.params;
      if (!(await worldOf(request).snapshots.delete(name)))
        throw notFound(`There is no snapshot "${name}"`);
      return ok(`Deleted "${name}"`, { name });
    },
  );
};
