import { countersOf, recordsOf, type JsonWorld, type MigrationStep } from './json-world';

/**
 * Version 8 keeps brand images in the world (brandAssets), so that a copy or a reset of a world
 * keeps a company's own logo. Worlds stored before had none.
 */
export const from7To8: MigrationStep = {
  from: 7,
  change: 'brand images are kept in the world (brandAssets)',
  migrate(world: JsonWorld): JsonWorld {
    return {
      ...world,
      version: 8,
      brandAssets: recordsOf(world, 'brandAssets'),
      counters: { ...countersOf(world), brandAssets: countersOf(world).brandAssets ?? 0 },
    };
  },
};
