import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { WorldHost } from '../hosting/world-host';
import { watchStorageTimings } from '../storage/engine/storage-timings';
import { HEALTH_PATHS } from './health';
import { tallyRequests } from './request-tally';

export const METRICS_PATH = '/metrics';
export const METRICS_KEY_REQUIRED =
  "The metrics are the operator's: send the operator key in x-sandbox-key or as a bearer token";

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

// The process's own figures (memory, CPU, event-loop lag, handles) are made once per process,
// on the first scrape: tests build hundreds of apps, and each set samples the event loop.
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** A route's pattern, never its raw URL or world: /v1/virtualMachines/details/:id. */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const path = request.url.split('?', 1)[0];
  return path === HEALTH_PATHS.alive || path === HEALTH_PATHS.ready || path === METRICS_PATH
    ? path
    : 'unmatched';
}

/**
 * The app's metrics in Prometheus's text format: requests by route pattern and status, their
 * durations, the storage's commit and snapshot times, the host's worlds and database pool, and
 * the process's own. GET /metrics answers the operator only (its key); METRICS_PORT serves the
 * same on a loopback port of its own (metrics-port.ts). Returns what renders them.
 */
export function installMetrics(app: FastifyInstance, host: WorldHost): () => Promise<string> {
  const registry = new Registry();
  const tally = tallyRequests(
    registry,
    {
      counter: {
        name: 'sandbox_http_requests_total',
        help: 'Requests answered, by method, route pattern and status',
      },
      histogram: {
        name: 'sandbox_http_request_duration_seconds',
        help: 'Time to answer a request, by method, route pattern and status',
      },
    },
    SECONDS,
  );
  const storage = new Histogram({
    name: 'sandbox_storage_write_seconds',
    help: 'Time to make changes durable: a commit (journal append and fsync, or a PostgreSQL transaction) or a snapshot',
    labelNames: ['kind', 'backend'],
    buckets: SECONDS,
    registers: [registry],
  });
  if (host.figures) hostMetrics(registry, host.figures.bind(host));

  app.addHook('onResponse', (request, reply, done) => {
    tally.add(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  let unwatch = () => {};
  app.addHook('onReady', (done) => {
    unwatch = watchStorageTimings((t) =>
      storage.observe({ kind: t.kind, backend: t.backend }, t.seconds),
    );
    done();
  });
  app.addHook('onClose', (_app, done) => {
    unwatch();
    done();
  });

  const render = () => Registry.merge([processMetrics(), registry]).metrics();
  const scrape = async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = keyOf(request);
    if (sent) app.wrongKeys.checkAddress(request, reply);
    if (!sent || !host.isOperator?.(sent)) {
      if (sent) await app.wrongKeys.counted(request, reply);
      return reply.status(401).send({ message: METRICS_KEY_REQUIRED, data: null });
    }
    const text = await render();
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  };
  // A callback hook: every request passes here (an async one makes a promise for each); a
  // scrape answers from the hook, so it never goes on to the routes.
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    // Most requests are told apart without splitting their URL.
    const scrapes = url.startsWith(METRICS_PATH) && url.split('?', 1)[0] === METRICS_PATH;
    if (request.method !== 'GET' || !scrapes) return done();
    scrape(request, reply).catch(done);
  });
  return render;
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-sandbox-key'];
  if (typeof header === 'string' && header) return header;
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? null;
}

/** The host's worlds and database connections, read at each scrape. */
function hostMetrics(registry: Registry, figures: NonNullable<WorldHost['figures']>): void {
  // One read per scrape, shared by the metrics below (a scrape collects them all at once).
  let reading: { at: number; figures: ReturnType<typeof figures> } | null = null;
  const read = () => {
    if (!reading || performance.now() - reading.at > 500)
      reading = { at: performance.now(), figures: figures() };
    return reading.figures;
  };
  new Gauge({
    name: 'sandbox_worlds',
    help: 'Worlds that exist (in every process sharing the storage), and those loaded in this one',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const f = await read();
      this.set({ state: 'existing' }, f.existing);
      this.set({ state: 'loaded' }, f.loaded);
    },
  });
  new Counter({
    name: 'sandbox_world_events_total',
    help: 'Worlds this process created, and removed (expired, deleted) or quarantined, since it started',
    labelNames: ['event'],
    registers: [registry],
    async collect() {
      const f = await read();
      this.reset();
      for (const event of ['created', 'expired', 'deleted', 'quarantined'] as const)
        this.inc({ event }, f[event]);
    },
  });
  new Gauge({
    name: 'sandbox_database_connections',
    help: "The database pool's connections (total, idle) and the queries waiting for one",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const { pool } = await read();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics in Prometheus's text format (what GET /metrics and METRICS_PORT serve). */
    renderMetrics: () => Promise<string>;
  }
}
