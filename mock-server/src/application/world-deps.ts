import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { DomainContext } from '../domain/shared/context';
import { notFound } from '../domain/shared/errors';
import type { Clock } from '../simulation/clock';
import type { RequestLog } from '../plugins/request-log';
import type { SnapshotShelf } from '../storage/ports/snapshot-shelf';
import type { Store } from '../storage/store';
import type { World } from '../model/schema';

/** What the sandbox process owns, whatever the number of worlds it serves. */
export type ProcessDeps = {
  config: Config;
  /** The real clock, which each world's own clock (offset, pause) is measured against. */
  realClock: Clock;
  startedAt: Date;
};

/** Who may use a world's controls (/__sandbox/*) and health details. */
export type SandboxKey = {
  /** Whether the controls ask for the key at all (beyond loopback, or any hosted world). */
  required: boolean;
  /** Whether `sent` is this world's key. */
  matches(sent: string): boolean;
};

/**
 * What one world owns: its store (with its journal), its clock, snapshots, request log and key.
 * Resolved once per request as `request.world`; routes read everything of a world from there,
 * never from module state, so one process can serve many isolated worlds.
 */
export type WorldDeps = ProcessDeps & {
  /** The world's id: a hosted world's DNS label, '' for the single world of `npm start`. */
  id: string;
  store: Store;
  /** The world's clock (its offset or pause applied): what every rule reads. */
  clock: Clock;
  sandboxKey: SandboxKey;
  /** Named copies of the world (the control room's snapshots). */
  snapshots: SnapshotShelf;
  /** The newest calls, for the control room. */
  requestLog: RequestLog;
  /** What a reset returns to: the seed, or a hosted world's template. */
  freshWorld(): Promise<World>;
  /** That starting point as a reset's answer names it: "seed 20260101", "the "demo" template". */
  startingPoint: string;
  /** Refuses a write that the world may not take (a hosted world past its size cap). */
  checkWrite(): void;
  /** A hosted trial's world: it expires this long after its last request; the apex starts another. */
  hosted?: { ttlMs: number; startUrl: string };
};

/** Who is calling, as the auth hook established it for the protected subtree. */
export type AuthContext = { userId: number; companyId: number; familyId: number };

declare module 'fastify' {
  interface FastifyInstance {
    processDeps: ProcessDeps;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The world this request addresses; null only on a hosted trial's apex (landing, /__worlds). */
    world: WorldDeps | null;
  }
}

export const NO_WORLD = 'This address serves no sandbox: open your sandbox at its own address';

/** The request's world; only routes of a world may ask (the apex of a hosted trial has none). */
export function worldOf(request: FastifyRequest): WorldDeps {
  if (!request.world) throw notFound(NO_WORLD);
  return request.world;
}

/** The request's world as it is (committed state): what reads look things up in. */
export const dataOf = (request: FastifyRequest): World => worldOf(request).store.data;

/** Now, by the request's world's clock. */
export const nowOf = (request: FastifyRequest): Date => worldOf(request).clock.now();

/** The domain's view of this instant: the world as it is, now by the clock. */
export const domainContext = (deps: WorldDeps): DomainContext => ({
  world: deps.store.data,
  now: deps.clock.now(),
  config: configOf(deps),
});

/** The configuration as the world has adjusted it (the control room can change the time scale). */
export function configOf(deps: WorldDeps): Config {
  const timeScale = deps.store.data.sandbox.timeScale;
  return timeScale === null ? deps.config : { ...deps.config, timeScale };
}
