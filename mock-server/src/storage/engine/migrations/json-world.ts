/** A stored world as plain JSON, of whatever version it was written in. */
export type JsonWorld = { version: number; [key: string]: unknown };
export type JsonRecord = { id: number; [key: string]: unknown };

/** One upgrade: a world of version `from` in, a world of `from + 1` out (a new object). */
export type MigrationStep = {
  from: number;
  /** What changed, for the start banner and the tests' names. */
  change: string;
  migrate(world: JsonWorld): JsonWorld;
};

/** The records of a collection, as stored (an absent collection is empty). */
export const recordsOf = (world: JsonWorld, key: string): JsonRecord[] =>
  Array.isArray(world[key]) ? (world[key] as JsonRecord[]) : [];

/** The world's counters (last id per collection). */
export const countersOf = (world: JsonWorld): Record<string, number> =>
  (world.counters ?? {}) as Record<string, number>;
