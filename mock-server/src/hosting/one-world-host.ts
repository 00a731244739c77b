import { RequestLog } from '../application/request-log';
import { timeOf, type ProcessDeps, type WorldDeps } from '../application/world-deps';
import { isLoopback, type Config } from '../config';
import { safeEqual } from '../domain/auth/secure-compare';
import { seedWorld } from '../seed/seed';
import type { Clock } from '../simulation/clock';
import type { SnapshotShelf } from '../storage/ports/snapshot-shelf';
import type { Store } from '../storage/engine/store';
import { allowedHostNames } from './host-names';
import type { Resolution, WorldHost } from './world-host';

export const KEY_REQUIRED =
  'This sandbox listens beyond this machine: send its sandbox key in the x-sandbox-key header (printed at start)';

export type OneWorldOptions = {
  config: Config;
  /** The real clock (fake in tests). */
  clock: Clock;
  store: Store;
  /** Opens the sandbox controls when listening beyond loopback (server.ts makes one). */
  sandboxKey?: string | null;
  /** Where snapshots are kept (server.ts: the data folder; tests: memory). */
  snapshots: SnapshotShelf;
  /** Whether its storage answers (server.ts: the data folder can be written); unset: ready. */
  readiness?: () => Promise<string | null>;
};

/**
 * The one world of `npm start` and of most tests: every request addresses it, by any of the
 * names the sandbox answers to. Its data folder, reset to the seed, no size cap, no expiry; its
 * controls open to this machine, or beyond it to whoever has the key printed at start.
 */
export function oneWorldHost(o: OneWorldOptions): WorldHost {
  const process: ProcessDeps = { config: o.config, realClock: o.clock, startedAt: o.clock.now() };
  const key = o.sandboxKey ?? null;
  const required = !isLoopback(o.config.host);
  const world: WorldDeps = {
    ...process,
    id: 'local',
    store: o.store,
    time: timeOf(process, o.store),
    access: {
      required,
      matches: (sent) => key !== null && safeEqual(sent, key),
      refusal: KEY_REQUIRED,
      keyCookie: null,
      personasOpen: !required,
      ownOriginOnly: false,
    },
    snapshots: o.snapshots,
    requestLog: new RequestLog(),
    startingPoint: {
      name: `seed ${o.config.seed}`,
      world: () => seedWorld(o.config, o.clock.now()),
    },
    checkWrite: () => {},
    expiry: null,
    activity: null,
    leads: null,
  };
  const names = allowedHostNames(o.config);
  const resolution: Resolution = { kind: 'world', world };
  return {
    process,
    serves: (name) => names.has(name),
    resolve: () => resolution,
    trustProxy: false,
    // The sandbox key printed at start is its operator's.
    isOperator: (sent) => key !== null && safeEqual(sent, key),
    ...(o.readiness ? { readiness: o.readiness } : {}),
  };
}
