import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';

/** How a test server answers one request: its status, time busy, then time waiting. */
export type Answer = { status?: number; spinMs?: number; delayMs?: number };

/**
 * For the bench's own tests: `serve(answer)` starts a local server answering the n-th request
 * (from 0) to `path` as `answer(n, path)` says, and gives its port, its URL and the paths it
 * was asked, in order. Each test's server is closed after it.
 */
export function answeringServers() {
  let server: http.Server | undefined;
  afterEach(async () => {
    const closing = server;
    server = undefined;
    if (closing) await new Promise((resolve) => closing.close(resolve));
  });
  return async (answer: (n: number, path: string) => Answer) => {
    const paths: string[] = [];
    server = http.createServer((req, res) => {
      const path = req.url ?? '';
      const { status = 200, spinMs = 0, delayMs = 0 } = answer(paths.push(path) - 1, path);
      // Busy as a handler is: a timer alone would round to whole milliseconds.
      const until = performance.now() + spinMs;
      while (performance.now() < until);
      setTimeout(() => res.writeHead(status).end('{}'), delayMs);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { port, url: `http://127.0.0.1:${port}/`, paths };
  };
}
