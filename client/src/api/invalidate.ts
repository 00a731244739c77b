import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks every query under these keys stale and refetches the ones on screen. Mutations return
 * it from onSuccess, so they settle only once what the user sees is fresh.
 */
export function invalidate(queryClient: QueryClient, ...keys: QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
