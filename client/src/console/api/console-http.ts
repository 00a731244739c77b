import axios, { type AxiosResponse } from 'axios';
import type { z } from 'zod';
import { ApiError, DEFAULT_ERROR_MESSAGE, UNAUTHORIZED_MESSAGE } from '@/api/api-error';
import { readOperatorKey } from './operator-key';

/**
 * The console's one HTTP client: same origin (the trial's apex), the seller's session cookie
 * sent with every call, the operator key added when one was given. Every status resolves;
 * `answer` decides what it means.
 */
export const consoleHttp = axios.create({
  baseURL: '/',
  withCredentials: true,
  timeout: 60_000,
  validateStatus: () => true,
});

consoleHttp.interceptors.request.use((request) => {
  const key = readOperatorKey();
  if (key) request.headers.set('x-sandbox-key', key);
  // Every change is JSON, even one with nothing to say (a removal, a sign-out): the console
  // refuses any other change (415), so a form posted from another page can never pass as one.
  if (request.method !== 'get' && request.data === undefined) request.data = {};
  return request;
});

type Body = { message?: unknown; data?: unknown; errors?: unknown } | undefined;

/** A 2xx answer's `data`, checked against the contract; anything else throws its message. */
export function answer<S extends z.ZodType>(schema: S) {
  return (response: AxiosResponse<Body>): z.infer<S> => {
    const body = response.data;
    if (response.status >= 200 && response.status < 300) return schema.parse(body?.data);
    const fallback = response.status === 401 ? UNAUTHORIZED_MESSAGE : DEFAULT_ERROR_MESSAGE;
    const message = typeof body?.message === 'string' && body.message ? body.message : fallback;
    throw new ApiError(message, response.status);
  };
}
