import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@contract/auth';
import type { CurrentUser } from '@contract/users';
import { unwrap } from '@/api/api-error';
import { http } from '@/api/http';

/** Tokens come back in response headers; http.ts stores them. The body carries the user. */
export async function login(body: LoginRequest): Promise<CurrentUser> {
  return unwrap<{ user: CurrentUser }>(await http.post('/auth/login', body)).user;
}

export const useLogin = () => useMutation({ mutationFn: login });
