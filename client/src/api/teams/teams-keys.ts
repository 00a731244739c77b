import type { TeamListQuery } from '@contract/teams';

/** Every teams query sits under ['teams'], so one invalidation refreshes them all. */
export const teamKeys = {
  all: ['teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (params: TeamListQuery) => [...teamKeys.lists(), params] as const,
};
