import { calmSandbox } from '../../../model/empty-world';
import { countersOf, recordsOf, type JsonWorld, type MigrationStep } from './json-world';

/**
 * Version 4 added trial accounts (quotas), a failing job's chosen stage, sign-in guards (locks
 * after wrong codes) and the sandbox's own settings in the world. Every stored company was a
 * full account, every job failed where its kind usually does, and the sandbox starts as a new
 * world's: real time, no scenario on.
 */
export const from3To4: MigrationStep = {
  from: 3,
  change: 'trial companies (isTrial), jobs failureStage, sign-in guards, sandbox settings',
  migrate(world: JsonWorld): JsonWorld {
    return {
      ...world,
      version: 4,
      sandbox: calmSandbox(),
      companies: recordsOf(world, 'companies').map((c) => ({ ...c, isTrial: false })),
      jobs: recordsOf(world, 'jobs').map((job) => ({ ...job, failureStage: null })),
      signInGuards: [],
      counters: { ...countersOf(world), signInGuards: 0 },
    };
  },
};
