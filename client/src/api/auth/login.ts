import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@contract/auth';
import type { CurrentUser } from '@contract/users';
import { unwrap } from '@/api/api-error';
import { lazyHttp } from '@/api/lazy-http';
import { requireSessionToken } from './session-answer';

/** Starts fetching what a sign-in needs, as soon as someone starts on the form. */
export const prepareLogin = () => void lazyHttp();

/** Tokens come back in response headers; http.ts stores them. The body carries the user. */
export async function login(body: LoginRequest): Promise<CurrentUser> {
  const http = await lazyHttp();
  const response = requireSessionToken(await http.post('/auth/login', body));
  return unwrap<{ user: CurrentUser }>(response).user;
}

export const useLogin = () => useMutation({ mutationFn: login });
