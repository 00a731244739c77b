import type { Config } from './config';
import type { DomainContext } from './domain/shared/context';
import type { Clock } from './simulation/clock';
import type { Store } from './store/store';

/** What buildApp is given; routes reach it as `app.deps`, never through module globals. */
export type AppDeps = {
  store: Store;
  clock: Clock;
  config: Config;
  startedAt: Date;
  /** Opens /__sandbox/* (and health details) when the sandbox listens beyond this machine. */
  sandboxKey: string | null;
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
  config: deps.config,
});
