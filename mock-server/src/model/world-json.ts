import { collectionNames } from './empty-world';
import { Records } from './records';
import type { World } from './schema';

/**
 * A world as JSON (checked: a snapshot, a template) as a world in memory: each collection's
 * records, already in id order, in a Records.
 */
export function worldOfJson(json: object): World {
  const world = { ...json } as Record<string, unknown>;
  for (const name of collectionNames())
    world[name] = new Records((world[name] as { id: number }[] | undefined) ?? []);
  return world as unknown as World;
}

/** A world as plain JSON values: what is stored, and what migrations and older shapes work on. */
export const jsonOfWorld = (world: World): Record<string, unknown> =>
  JSON.parse(JSON.stringify(world)) as Record<string, unknown>;

/** A deep copy of a world that nothing shares with the original. */
export const copyOfWorld = (world: World): World => worldOfJson(jsonOfWorld(world));
