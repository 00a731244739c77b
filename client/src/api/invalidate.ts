import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Refetches the queries under these keys that are on screen and drops the others: a list left
 * behind (another search, another page) would otherwise show a deleted row again, from its
 * cache, when the user returns to it. Mutations return it from onSuccess, so they settle only
 * once what the user sees is fresh.
 */
export function invalidate(queryClient: QueryClient, ...keys: QueryKey[]) {
  for (const queryKey of keys) queryClient.removeQueries({ queryKey, type: 'inactive' });
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
