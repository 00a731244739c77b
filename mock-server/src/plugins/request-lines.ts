import type { FastifyInstance } from 'fastify';
import { HEALTH_PATHS } from './health';
import { METRICS_PATH } from './metrics';

const LEVEL_VALUES = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;
const levelValue = (name: string) => LEVEL_VALUES[name as keyof typeof LEVEL_VALUES] ?? Infinity;

/**
 * One log line per request, at info: its id, world, method, route pattern, status and how long
 * it took. Never its URL's query, headers or body, where tokens, keys, codes and passwords
 * travel. Health checks and scrapes, asked every few seconds, log at debug.
 */
export function installRequestLines(app: FastifyInstance): void {
  // A logger above info never writes one (routine lines are at debug, the rest at info): then
  // requests skip the hook altogether (a route's own level is only ever quieter).
  if (levelValue(app.log.level) > LEVEL_VALUES.info) return;
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const routine =
      path === HEALTH_PATHS.alive || path === HEALTH_PATHS.ready || path === METRICS_PATH;
    const level = routine ? 'debug' : 'info';
    // Below the logger's level, nothing is even assembled (pino's levels: debug 20, info 30).
    if (request.log.level !== 'silent' && levelValue(request.log.level) <= LEVEL_VALUES[level])
      request.log[level](
        {
          world: request.world?.id ?? null,
          method: request.method,
          route: request.routeOptions.url ?? (routine ? path : 'unmatched'),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    done();
  });
}
