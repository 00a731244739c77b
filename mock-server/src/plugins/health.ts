import type { FastifyInstance } from 'fastify';
import type { WorldHost } from '../hosting/world-host';

export const HEALTH_PATHS = { alive: '/healthz', ready: '/readyz' } as const;
export const STOPPING = 'the process is stopping';

/**
 * GET /healthz (the process answers) and GET /readyz (its storage answers and is migrated, and
 * it is not stopping) for a load balancer or an orchestrator. Answered first, before the host
 * check, the world, the rate limits and the request log: a balancer asks by address, often,
 * and without credentials, and these say nothing about any world.
 */
export function installHealth(app: FastifyInstance, host: WorldHost): void {
  app.decorate('draining', false);
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const { url } = request;
    // Every request passes here: most are told apart without splitting their URL.
    if (!url.startsWith(HEALTH_PATHS.alive) && !url.startsWith(HEALTH_PATHS.ready)) return done();
    const path = url.split('?', 1)[0];
    if (path === HEALTH_PATHS.alive) {
      void reply
        .header('cache-control', 'no-store')
        .send({ message: 'Alive', data: { uptimeS: Math.round(process.uptime()) } });
      return;
    }
    if (path !== HEALTH_PATHS.ready) return done();
    void readiness(app, host).then((reason) =>
      reply
        .status(reason ? 503 : 200)
        .header('cache-control', 'no-store')
        .send({ message: reason ? `Not ready: ${reason}` : 'Ready', data: null }),
    );
  });
  // While stopping, each answer tells its client not to reuse the connection.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.draining) void reply.header('connection', 'close');
    done(null, payload);
  });
}

async function readiness(app: FastifyInstance, host: WorldHost): Promise<string | null> {
  if (app.draining) return STOPPING;
  return (await host.readiness?.()) ?? null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process has begun to stop: /readyz answers 503, connections are not kept. */
    draining: boolean;
  }
}
