import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestLogEntry } from '@contract/sandbox';
import { byId } from '../store/changes';

/** How many calls the control room's request log keeps (in memory only). */
export const REQUEST_LOG_SIZE = 200;

type Detail = RequestLogEntry & { requestBody: unknown; responseBody: unknown };

// Whatever could let someone in is never shown: passwords, codes, tokens, keys.
const SECRET_KEY = /pass(word)?|secret|token|key|code|authorization|refresh|ticket|consoleUrl/i;
const MASK = '•••••';

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => maskSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? MASK : maskSecrets(v, depth + 1),
    ]),
  );
}

const parse = (payload: unknown) => {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return payload.slice(0, 2000);
  }
};

/** The newest calls to the provider API (/v1), for the control room: newest first. */
export class RequestLog {
  private entries: Detail[] = [];
  private nextId = 1;

  add(entry: Omit<Detail, 'id'>): void {
    this.entries.push({ ...entry, id: this.nextId++ });
    if (this.entries.length > REQUEST_LOG_SIZE) this.entries.shift();
  }

  /** Newest first; `after` gives only the calls newer than that id (the page polls). */
  list(after = 0): RequestLogEntry[] {
    return this.entries
      .filter((e) => e.id > after)
      .reverse()
      .map(({ requestBody: _q, responseBody: _r, ...entry }) => entry);
  }

  detail(id: number): Detail | null {
    return byId(this.entries, id) ?? null;
  }
}

/** Records every /v1 call: who, what, how it went, and the bodies with their secrets masked. */
export function installRequestLog(app: FastifyInstance, log: RequestLog): void {
  const started = new WeakMap<FastifyRequest, number>();
  const payloads = new WeakMap<FastifyRequest, unknown>();
  const logged = (request: FastifyRequest) => request.url.startsWith('/v1/');
  app.addHook('onRequest', async (request) => {
    if (logged(request)) started.set(request, performance.now());
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (logged(request)) payloads.set(request, payload);
  });
  app.addHook('onResponse', async (request, reply) => {
    const start = started.get(request);
    if (start === undefined) return;
    const response = parse(payloads.get(request));
    const errors = (response as { errors?: { path: string; msg: string }[] } | null)?.errors;
    const userId = request.auth?.userId;
    const user = userId
      ? (byId(app.deps.store.data.users, userId)?.email ?? `user ${userId}`)
      : null;
    log.add({
      at: app.deps.clock.now(),
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      status: reply.statusCode,
      latencyMs: Math.round((performance.now() - start) * 10) / 10,
      user,
      problems: Array.isArray(errors) ? errors.map((e) => `${e.path || 'body'}: ${e.msg}`) : [],
      requestBody: maskSecrets(request.body ?? null),
      responseBody: maskSecrets(response),
    });
  });
}
