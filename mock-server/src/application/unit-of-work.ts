import type { WorldDeps } from './world-deps';
import type { DomainContext } from '../domain/shared/context';
import type { World } from '../model/schema';

/**
 * The one way a request changes the world: `fn` runs synchronously on a draft of it (slow
 * work such as password hashing happens before), and the reply waits until the change is on
 * disk. A refusal thrown by `fn` leaves nothing changed, unless it says its bookkeeping must
 * be kept (storage/store.ts, refuseAfterSaving). A world that may not take more data (a hosted
 * world past its size cap) refuses before anything runs.
 */
export function mutate<T>(deps: WorldDeps, fn: (ctx: DomainContext) => T): Promise<T> {
  deps.checkWrite();
  return commit(deps, fn);
}

/**
 * A change that adds nothing lasting: signing in or out, a deletion. A world past its size cap
 * still takes it, so its visitor can get in and remove what filled it.
 */
export function mutateEvenWhenFull<T>(deps: WorldDeps, fn: (ctx: DomainContext) => T): Promise<T> {
  return commit(deps, fn);
}

/** The same, never refused: the world catching up with its clock must happen whatever its size. */
export function commit<T>(deps: WorldDeps, fn: (ctx: DomainContext) => T): Promise<T> {
  const time = deps.time();
  return deps.store.mutate((world) => fn({ world, time, config: deps.config }));
}

/** A world's store with its one way to write, for domain code that writes after slow work. */
export function writerOf(deps: WorldDeps) {
  return {
    store: deps.store,
    write: <T>(fn: (world: World) => T) => mutate(deps, ({ world }) => fn(world)),
  };
}

/**
 * Swaps in a whole world (a reset, a loaded snapshot): never refused by the size cap, since
 * going back to a smaller world is how a full one gets going again. Work begun in the world
 * before (a key being made) sees the store's generation change and writes nothing.
 */
export const replaceWorld = (deps: WorldDeps, world: World): Promise<void> =>
  deps.store.replace(world);
