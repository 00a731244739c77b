import { countersOf, type JsonWorld, type MigrationStep } from './json-world';

/**
 * Version 5 let a team change its roles' permissions (teamPermissions). A team without rows
 * has the default table, as every team of version 4 had.
 */
export const from4To5: MigrationStep = {
  from: 4,
  change: "teams' own role permissions (teamPermissions)",
  migrate(world: JsonWorld): JsonWorld {
    return {
      ...world,
      version: 5,
      teamPermissions: [],
      counters: { ...countersOf(world), teamPermissions: 0 },
    };
  },
};
