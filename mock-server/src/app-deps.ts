import type { Config } from './config';
import type { DomainContext } from './domain/shared/context';
import type { Clock } from './simulation/clock';
import type { RequestLog } from './plugins/request-log';
import type { SnapshotShelf } from './store/snapshots';
import type { Store } from './store/store';

/** What buildApp is given; routes reach it as `app.deps`, never through module globals. */
export type AppDeps = {
  store: Store;
  /** The sandbox's clock (the world's offset or pause applied): what every rule reads. */
  clock: Clock;
  /** The real clock underneath, which pausing and resuming are measured against. */
  realClock: Clock;
  config: Config;
  startedAt: Date;
  /** Opens /__sandbox/* (and health details) when the sandbox listens beyond this machine. */
  sandboxKey: string | null;
  /** Named copies of the world (the control room's snapshots). */
  snapshots: SnapshotShelf;
  /** The newest calls, for the control room. */
  requestLog: RequestLog;
};

/** Who is calling, as the auth hook established it for the protected subtree. */
export type AuthContext = { userId: number; companyId: number; familyId: number };

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The domain's view of this instant: the world as it is, now by the clock. */
export const domainContext = (deps: AppDeps): DomainContext => ({
  world: deps.store.data,
  now: deps.clock.now(),
  config: configOf(deps),
});

/** The configuration as the world has adjusted it (the control room can change the time scale). */
export function configOf(deps: AppDeps): Config {
  const timeScale = deps.store.data.sandbox.timeScale;
  return timeScale === null ? deps.config : { ...deps.config, timeScale };
}
