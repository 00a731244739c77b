import type { AxiosResponse } from 'axios';
import type { FieldError } from '@contract/envelope';

export const DEFAULT_ERROR_MESSAGE = 'An error occurred';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized access';

/** Every failed call becomes one of these at the client edge, carrying the server's message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Body<T> = { message?: string; data?: T; errors?: FieldError[] } | undefined;

/** Status 200 is success and yields `data`; anything else throws with the server's message. */
export function unwrap<T>(response: AxiosResponse<Body<T>>): T {
  const body = response.data;
  if (response.status === 200) return body?.data as T;
  const fallback = response.status === 401 ? UNAUTHORIZED_MESSAGE : DEFAULT_ERROR_MESSAGE;
  const message = typeof body?.message === 'string' && body.message ? body.message : fallback;
  throw new ApiError(message, response.status, Array.isArray(body?.errors) ? body.errors : []);
}

const TRAILING = new Set(['.', ':', ';', ',', ' ']);

/** The prefix as it stands before a colon: "Error logging in." gives "Error logging in". */
export function prefixLabel(prefix: string): string {
  let end = prefix.length;
  while (end > 0 && TRAILING.has(prefix.charAt(end - 1))) end -= 1;
  return prefix.slice(0, end);
}

/** "{prefix}: {message}" where a message exists (never "prefix.: message"), else the prefix. */
export function withPrefix(prefix: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  return message ? `${prefixLabel(prefix)}: ${message}` : prefix;
}
