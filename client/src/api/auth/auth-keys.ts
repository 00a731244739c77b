/** Query keys of the auth area; everything that reads or writes the signed-in user goes through these. */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};
