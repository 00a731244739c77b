import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@contract/auth';
import type { CurrentUser } from '@contract/users';
import { unwrap } from '@/api/api-error';

// The sign-in screen paints without the HTTP client; it arrives while the user types.
const loadHttp = () => import('@/api/http');

/** Starts fetching what a sign-in needs, as soon as someone starts on the form. */
export const prepareLogin = () => void loadHttp();

/** Tokens come back in response headers; http.ts stores them. The body carries the user. */
export async function login(body: LoginRequest): Promise<CurrentUser> {
  const { http } = await loadHttp();
  return unwrap<{ user: CurrentUser }>(await http.post('/auth/login', body)).user;
}

export const useLogin = () => useMutation({ mutationFn: login });
