import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@contract/users';
import { ApiError, unwrap, withPrefix } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { authKeys } from './auth-keys';

export async function getCurrentUser(): Promise<CurrentUser> {
  try {
    const http = await lazyHttp();
    return unwrap<CurrentUser>(await http.get('/users/me'));
  } catch (error) {
    // Keep the status so callers can still tell a 401 from an outage.
    const status = error instanceof ApiError ? error.status : 0;
    throw new ApiError(withPrefix('Error checking auth.', error), status);
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me(), queryFn: getCurrentUser, staleTime: 60_000 });

/** The signed-in user; MFA verification seeds this cache entry so the shell renders at once. */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
