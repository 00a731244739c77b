import type { z } from 'zod';
import type {
  datacenterInitializationSchema,
  datacenterMaintenanceSchema,
  fastForwardSchema,
  CaughtEmail,
  RequestLogDetail,
  RequestLogEntry,
  SandboxInfo,
  scenarioChangeSchema,
  Scenarios,
  Snapshot,
  snapshotNameSchema,
  timeScaleSchema,
} from '@contract/sandbox';
import { $ } from './dom';

// Every call the control room makes to /__sandbox, typed by the contract the sandbox checks.
const KEY = 'stratus-sandbox-key';

interface Reply<T> {
  message: string;
  data: T;
}

/** A reply as it crosses the wire: its dates are ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const useKey = (key: string) => sessionStorage.setItem(KEY, key);

async function call<T>(method: Method, path: string, body?: unknown): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  const key = sessionStorage.getItem(KEY);
  if (key) headers['x-sandbox-key'] = key;
  if (method !== 'GET') headers['content-type'] = 'application/json';
  const res = await fetch(`/__sandbox${path}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  const json = (await res
    .json()
    .catch(() => ({ message: res.statusText, data: null }))) as Reply<T>;
  // Beyond this machine the sandbox asks for its key: show the form that takes it.
  if (res.status === 401) $('key-form').hidden = false;
  if (!res.ok) throw new Error(json.message || `Failed (${res.status})`);
  return json;
}

const read = async <T>(path: string) => (await call<Wire<T>>('GET', path)).data;
const name = (snapshot: string) => `/snapshots/${encodeURIComponent(snapshot)}`;

export const reads = {
  info: () => read<SandboxInfo>('/info'),
  outbox: (to: string) =>
    read<CaughtEmail[]>(`/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`),
  scenarios: () => read<Scenarios>('/scenarios'),
  snapshots: () => read<Snapshot[]>('/snapshots'),
  requests: (after: number) => read<RequestLogEntry[]>(`/requests?after=${after}`),
  request: (id: number) => read<RequestLogDetail>(`/requests/${id}`),
};

/** Each change as [method, path, body]: the page runs it, then says the sandbox's message. */
export type Change = [Method, string, unknown?];

export const changes = {
  pause: (): Change => ['POST', '/clock/pause'],
  resume: (): Change => ['POST', '/clock/resume'],
  fastForward: (body: z.input<typeof fastForwardSchema>): Change => [
    'POST',
    '/clock/fastForward',
    body,
  ],
  timeScale: (body: z.input<typeof timeScaleSchema>): Change => ['PUT', '/clock/timeScale', body],
  scenarios: (body: z.input<typeof scenarioChangeSchema>): Change => ['PATCH', '/scenarios', body],
  initialize: (id: string, body: z.input<typeof datacenterInitializationSchema>): Change => [
    'POST',
    `/datacenters/${id}/initialize`,
    body,
  ],
  maintenance: (id: string, body: z.input<typeof datacenterMaintenanceSchema>): Change => [
    'POST',
    `/datacenters/${id}/maintenance`,
    body,
  ],
  backInService: (id: string): Change => ['DELETE', `/datacenters/${id}/outage`],
  saveSnapshot: (body: z.input<typeof snapshotNameSchema>): Change => ['POST', '/snapshots', body],
  loadSnapshot: (snapshot: string): Change => ['POST', `${name(snapshot)}/load`],
  deleteSnapshot: (snapshot: string): Change => ['DELETE', name(snapshot)],
  reset: (): Change => ['POST', '/reset'],
};

/** Runs a change; its message, or what went wrong. */
export const run = ([method, path, body]: Change) => call<unknown>(method, path, body);
