import type { CollectionName, World } from './schema';

/** Hands out the next id of a collection; ids are never reused, so a stale link never hits a newer record. */
export function nextId(world: World, collection: CollectionName): number {
  world.counters[collection] += 1;
  return world.counters[collection];
}
