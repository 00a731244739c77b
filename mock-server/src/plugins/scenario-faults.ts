import type { FastifyInstance } from 'fastify';

export const SIMULATED_OUTAGE =
  'The provider is not answering (a sandbox scenario): please try again';

/**
 * The control room's "slow network" and "failing provider" scenarios, on every /v1 call but
 * the health checks (so that the browser tests and the badge can tell the sandbox is up).
 */
export function installScenarioFaults(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.world) return done();
    const { latencyMs, serverErrors } = request.world.store.data.sandbox.scenarios;
    if (latencyMs === 0 && !serverErrors) return done();
    if (!request.url.startsWith('/v1/') || request.url.startsWith('/v1/healthCheck')) return done();
    const answer = () => {
      const path = request.url.slice('/v1'.length);
      const matches =
        serverErrors &&
        (serverErrors.paths.length === 0 || serverErrors.paths.some((p) => path.startsWith(p)));
      if (matches && Math.random() < serverErrors.rate)
        return reply.status(503).send({ message: SIMULATED_OUTAGE, data: null });
      done();
    };
    if (latencyMs > 0) setTimeout(answer, latencyMs);
    else answer();
  });
}
