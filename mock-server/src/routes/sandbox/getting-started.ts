import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@contract/envelope';
import { GETTING_STARTED_UNAVAILABLE, gettingStartedSchema } from '@contract/getting-started';
import type { StartingPoint, WorldDeps } from '../../application/world-deps';
import { baselineOf, gettingStartedOf, type Baseline } from '../../domain/getting-started/progress';
import { notFound, unauthorized } from '../../domain/shared/errors';
import { worldOf } from '../../hosting/request-world';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../envelope';

/** A demo (SANDBOX_DEMO=1) or a world that expires (a visitor's trial) guides its visitors. */
export const offersGettingStarted = (deps: WorldDeps): boolean =>
  deps.config.demo || deps.expiry !== null;

// The starting point is read once per world opened (a seed made again, a template read), never
// per request: what was there at the start does not change.
const baselines = new WeakMap<StartingPoint, Promise<Baseline>>();
function baselineFor(deps: WorldDeps): Promise<Baseline> {
  let baseline = baselines.get(deps.startingPoint);
  if (!baseline) {
    baseline = deps.startingPoint.world().then(baselineOf);
    baseline.catch(() => baselines.delete(deps.startingPoint));
    baselines.set(deps.startingPoint, baseline);
  }
  return baseline;
}

/**
 * GET /__sandbox/gettingStarted: which first steps the signed-in user's company has done in
 * this world, for the portal's checklist. Worked out from the world as it is on every call.
 */
export const gettingStartedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gettingStarted',
    {
      schema: {
        security: [{ bearer: [] }],
        response: { 200: envelope(gettingStartedSchema) },
      },
    },
    async (request) => {
      const deps = worldOf(request);
      if (!offersGettingStarted(deps)) throw notFound(GETTING_STARTED_UNAVAILABLE);
      const { claims } = sessionOf(request);
      if (!claims.mfaVerified) throw unauthorized();
      const baseline = await baselineFor(deps);
      return ok('Getting started', {
        world: deps.id,
        ...gettingStartedOf(deps.store.data, claims.companyId, baseline),
      });
    },
  );
};
