import type { FastifyInstance } from 'fastify';
import type { ProcessDeps, WorldDeps } from '../application/world-deps';
import { isLoopback } from '../config';
import { safeEqual } from '../domain/auth/secure-compare';
import { RequestLog } from '../plugins/request-log';
import { seedWorld } from '../seed/seed';
import { worldClock } from '../simulation/clock';
import type { SnapshotShelf } from '../storage/ports/snapshot-shelf';
import type { Store } from '../storage/store';

export type SingleWorldOptions = {
  store: Store;
  /** Opens the sandbox controls when listening beyond loopback (server.ts makes one). */
  sandboxKey?: string | null;
  /** Where snapshots are kept (server.ts: the data folder; tests: memory). */
  snapshots: SnapshotShelf;
};

/** The one world of `npm start`: today's data folder, reset to the seed, no size cap. */
export function singleWorld(
  shared: ProcessDeps,
  { store, sandboxKey = null, snapshots }: SingleWorldOptions,
): WorldDeps {
  return {
    ...shared,
    id: '',
    store,
    clock: worldClock(shared.realClock, () => store.data.sandbox.clock),
    sandboxKey: {
      required: !isLoopback(shared.config.host),
      matches: (sent) => sandboxKey !== null && safeEqual(sent, sandboxKey),
    },
    snapshots,
    requestLog: new RequestLog(),
    freshWorld: () => seedWorld(shared.config, shared.realClock.now()),
    startingPoint: `seed ${shared.config.seed}`,
    checkWrite: () => {},
  };
}

/** Every request addresses the one world. */
export function installSingleWorld(app: FastifyInstance, world: WorldDeps): void {
  app.addHook('onRequest', (request, _reply, done) => {
    request.world = world;
    done();
  });
}
