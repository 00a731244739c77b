import type { AxiosResponse } from 'axios';
import { ApiError } from '@/api/api-error';

export const NO_SESSION_TOKEN =
  'The server accepted the sign-in but sent no session token (its Authorization header is missing or not exposed to this page), so you could not be signed in';

/**
 * A sign-in step's answer must carry its token in the Authorization header (http.ts stores it):
 * an API, a mock or a proxy that drops the header would otherwise leave the user on the form
 * with no word of why.
 */
export function requireSessionToken<T extends AxiosResponse>(response: T): T {
  if (response.status === 200 && !response.headers['authorization'])
    throw new ApiError(NO_SESSION_TOKEN, response.status);
  return response;
}
