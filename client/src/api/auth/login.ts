import { useState } from 'react';
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

type LoginState = { isPending: boolean; error: Error | null };

/**
 * The sign-in call with its pending state and error, held by the form. Its answer is cached
 * nowhere, so the first screen does without the query cache's code (a mutation's shape, kept
 * for the form's sake).
 */
export function useLogin() {
  const [state, setState] = useState<LoginState>({ isPending: false, error: null });
  const mutate = (body: LoginRequest, then: { onSuccess: (user: CurrentUser) => void }) => {
    setState({ isPending: true, error: null });
    login(body).then(
      (user) => {
        setState({ isPending: false, error: null });
        then.onSuccess(user);
      },
      (error: Error) => setState({ isPending: false, error }),
    );
  };
  return { ...state, mutate };
}
