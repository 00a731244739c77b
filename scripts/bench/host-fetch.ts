import http from 'node:http';

export type Send = (
  path: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Response>;

/** Kept-alive connections: a timed request measures the server, not a TCP handshake. */
const agent = new http.Agent({ keepAlive: true });

/**
 * Requests to `origin` (http://127.0.0.1:port) that name `host` in their Host header, as fetch
 * answers them. A hosted world is addressed by its host name, which Node's resolver does not
 * resolve (`<id>.localhost`) and which Node's fetch replaces with the URL's own.
 */
export function hostFetch(origin: string, host: string): Send {
  return (path, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const req = http.request(
        new URL(path, origin),
        { method: init.method ?? 'GET', headers: { ...init.headers, host }, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              for (const v of [value ?? []].flat()) headers.append(name, v);
            // Every answer measured here is text (JSON, a page); an empty one has no body at all.
            const body = chunks.length ? Buffer.concat(chunks).toString('utf8') : null;
            resolve(new Response(body, { status: res.statusCode ?? 0, headers }));
          });
        },
      );
      req.on('error', reject);
      req.end(init.body);
    });
}

/** Plain fetch, relative to `origin`: the same shape for a sandbox of one world. */
export const originFetch =
  (origin: string): Send =>
  (path, init) =>
    fetch(`${origin}${path}`, init);
