import type { MockInstance } from 'vitest';

export type Reply = { status: number; data: { message: string; data: unknown } };
type Handler =
  | Reply
  | ((config?: { params?: Record<string, unknown> }, body?: unknown) => Reply | Promise<Reply>);

export const ok = (data: unknown): Reply => ({ status: 200, data: { message: 'OK', data } });
export const fail = (status: number, message: string): Reply => ({
  status,
  data: { message, data: null },
});

/**
 * Answers a mocked http method by URL, like a tiny server. An unknown URL rejects loudly so a
 * test never passes on a request nobody expected.
 */
export function serve(method: MockInstance, routes: Record<string, Handler>, isBodyMethod = false) {
  method.mockReset().mockImplementation(async (url: string, a?: unknown, b?: unknown) => {
    const handler = routes[url];
    if (!handler) throw new Error(`Unexpected request ${url}`);
    if (typeof handler !== 'function') return handler;
    // get/delete(url, config); post/put(url, body, config)
    return isBodyMethod
      ? handler(b as { params?: Record<string, unknown> }, a)
      : handler(a as { params?: Record<string, unknown> });
  });
}
