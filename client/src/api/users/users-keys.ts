import type { UserListQuery, UserTeamsQuery } from '@contract/users';

/** Every users query sits under ['users']: one invalidation refreshes lists, details, teams. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (params: UserListQuery) => [...userKeys.lists(), params] as const,
  detail: (id: number) => [...userKeys.all, 'detail', id] as const,
  teams: (id: number, params: UserTeamsQuery) => [...userKeys.all, 'teams', id, params] as const,
};
