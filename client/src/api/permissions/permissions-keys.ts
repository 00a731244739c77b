/** The caller's own grants and each team's table sit under ['permissions']. */
export const permissionKeys = {
  all: ['permissions'] as const,
  mine: () => [...permissionKeys.all, 'mine'] as const,
  team: (teamId: number) => [...permissionKeys.all, 'team', teamId] as const,
};
