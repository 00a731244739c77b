import type { TeamDetailQuery, TeamListQuery } from '@contract/teams';

/**
 * Every teams query sits under ['teams'] (the dashboard's pages and the VM form's dropdown), so
 * one invalidation refreshes every place that shows teams.
 */
export const teamKeys = {
  all: ['teams'] as const,
  lists: () => [...teamKeys.all, 'list'] as const,
  list: (params: TeamListQuery) => [...teamKeys.lists(), params] as const,
  options: () => [...teamKeys.all, 'options'] as const,
  detail: (id: number, params: TeamDetailQuery) => [...teamKeys.all, 'detail', id, params] as const,
};
