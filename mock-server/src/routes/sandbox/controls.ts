import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@contract/envelope';
import {
  clockStateSchema,
  datacenterInitializationSchema,
  datacenterMaintenanceSchema,
  fastForwardSchema,
  scenarioChangeSchema,
  scenariosSchema,
  timeScaleSchema,
} from '@contract/sandbox';
import type { FastifyRequest } from 'fastify';
import { dataOf, worldOf } from '../../hosting/request-world';
import type { WorldDeps } from '../../application/world-deps';
import type { DomainContext } from '../../domain/shared/context';
import { findDatacenter } from '../../domain/catalogue/catalogue';
import {
  markDatacenterUnavailable,
  startDatacenterInitialization,
} from '../../domain/catalogue/datacenter-availability';
import { scaled } from '../../domain/vms/durations';
import {
  clockState,
  fastForward,
  pauseClock,
  resumeClock,
  setTimeScale,
} from '../../domain/sandbox/clock-controls';
import { changeScenarios } from '../../domain/sandbox/scenarios';
import { settle } from '../../application/settle';
import { ok } from '../envelope';
import { mutate, mutateEvenWhenFull } from '../../application/unit-of-work';
import { idParams } from '../params';
import { HEAVY } from '../../plugins/heavy-calls';

// Made once per process: every app then shares its compiled serializer.
const outageReply = { 200: envelope(z.object({ datacenterId: z.number() })) };

const clockReply = { response: { 200: envelope(clockStateSchema) } };

/** The clock and the scenario switchboard of the control room. */
export const controlRoutes: FastifyPluginAsyncZod = async (app) => {
  const clockOf = (deps: WorldDeps) => clockState(deps.time());
  // Each change of the clock settles the world at once: what came due is there to see.
  const moveClock = (request: FastifyRequest, change: (ctx: DomainContext) => void) => {
    const deps = worldOf(request);
    return mutate(deps, (ctx) => change(ctx)).then(async () => {
      await mutate(deps, (ctx) => settle(ctx.world, ctx.time.now));
      return clockOf(deps);
    });
  };

  app.get('/clock', { schema: clockReply }, (request) => ok('Clock', clockOf(worldOf(request))));
  app.post('/clock/pause', { schema: clockReply }, async (request) =>
    ok(
      'The clock is paused',
      await moveClock(request, (ctx) => pauseClock(ctx.world, ctx.time.now)),
    ),
  );
  app.post('/clock/resume', { schema: clockReply }, async (request) =>
    ok(
      'The clock runs again',
      await moveClock(request, (ctx) => resumeClock(ctx.world, worldOf(request).realClock.now())),
    ),
  );
  app.post(
    '/clock/fastForward',
    { ...HEAVY, schema: { body: fastForwardSchema, ...clockReply } },
    async (r) =>
      ok(
        `Moved ${r.body.minutes} minute(s) ahead`,
        await moveClock(r, (ctx) => fastForward(ctx.world, r.body.minutes)),
      ),
  );
  app.put('/clock/timeScale', { schema: { body: timeScaleSchema, ...clockReply } }, async (r) =>
    ok(
      `Simulated durations now run at ${r.body.scale}x`,
      await moveClock(r, (ctx) => setTimeScale(ctx.world, r.body.scale)),
    ),
  );

  app.get('/scenarios', { schema: { response: { 200: envelope(scenariosSchema) } } }, (request) =>
    ok('Scenarios', dataOf(request).sandbox.scenarios),
  );
  app.patch(
    '/scenarios',
    { schema: { body: scenarioChangeSchema, response: { 200: envelope(scenariosSchema) } } },
    async (request) => {
      await mutate(worldOf(request), (ctx) => changeScenarios(ctx.world, request.body));
      return ok('Scenarios changed', dataOf(request).sandbox.scenarios);
    },
  );

  app.post(
    '/datacenters/:id/initialize',
    { schema: { params: idParams, body: datacenterInitializationSchema, response: outageReply } },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const datacenter = findDatacenter(ctx.world, request.params.id);
        clearOutages(ctx.world, datacenter.id);
        const durationMs = scaled(request.body.minutes * 60_000, ctx.time.scale);
        startDatacenterInitialization(ctx.world, datacenter, {
          startedAt: ctx.time.now,
          durationMs,
        });
        return ok(`${datacenter.name} is being set up`, { datacenterId: datacenter.id });
      }),
  );
  app.post(
    '/datacenters/:id/maintenance',
    { schema: { params: idParams, body: datacenterMaintenanceSchema, response: outageReply } },
    (request) =>
      mutate(worldOf(request), (ctx) => {
        const datacenter = findDatacenter(ctx.world, request.params.id);
        clearOutages(ctx.world, datacenter.id);
        markDatacenterUnavailable(ctx.world, datacenter.id, request.body.reason);
        return ok(`${datacenter.name} is in maintenance`, { datacenterId: datacenter.id });
      }),
  );
  app.delete(
    '/datacenters/:id/outage',
    { schema: { params: idParams, response: outageReply } },
    (request) =>
      mutateEvenWhenFull(worldOf(request), (ctx) => {
        const datacenter = findDatacenter(ctx.world, request.params.id);
        clearOutages(ctx.world, datacenter.id);
        return ok(`${datacenter.name} takes new resources again`, { datacenterId: datacenter.id });
      }),
  );
};

function clearOutages(
  world: Parameters<typeof markDatacenterUnavailable>[0],
  datacenterId: number,
) {
  world.datacenterOutages.removeWhere((o) => o.datacenterId === datacenterId);
}
