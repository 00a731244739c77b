/** Sandbox-only queries sit under ['sandbox']: the real provider answers none of them. */
export const sandboxKeys = {
  all: ['sandbox'] as const,
  info: () => [...sandboxKeys.all, 'info'] as const,
  gettingStarted: () => [...sandboxKeys.all, 'gettingStarted'] as const,
};
