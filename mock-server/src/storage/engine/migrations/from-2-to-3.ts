import { countersOf, recordsOf, type JsonWorld, type MigrationStep } from './json-world';

/**
 * Version 3 let a rotated refresh token be used again for a short grace window (a session
 * notes the token it rotated away and when) and added console tickets. A stored session had
 * not been rotated under that rule: no previous token, its last rotation taken as its start.
 */
export const from2To3: MigrationStep = {
  from: 2,
  change: 'sessions note their last rotation (previousJti, rotatedAt); console tickets',
  migrate(world: JsonWorld): JsonWorld {
    return {
      ...world,
      version: 3,
      refreshFamilies: recordsOf(world, 'refreshFamilies').map((family) => ({
        ...family,
        previousJti: null,
        rotatedAt: family.createdAt,
      })),
      consoleTickets: [],
      counters: { ...countersOf(world), consoleTickets: 0 },
    };
  },
};
