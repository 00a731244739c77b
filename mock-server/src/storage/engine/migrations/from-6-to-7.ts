import { recordsOf, type JsonWorld, type MigrationStep } from './json-world';

/**
 * Version 7 made network creation and interface attachment jobs: a network or an interface
 * notes the job still building it. Everything stored before was already built.
 */
export const from6To7: MigrationStep = {
  from: 6,
  change: 'networks and interfaces note the job building them (pendingJobId)',
  migrate(world: JsonWorld): JsonWorld {
    const built = (key: string) => recordsOf(world, key).map((r) => ({ ...r, pendingJobId: null }));
    return { ...world, version: 7, networks: built('networks'), netAdapters: built('netAdapters') };
  },
};
