import http from 'node:http';

export type RoundRobinProxy = {
  /** Requests each upstream answered, in the order the ports were given. */
  served: number[];
  close(): Promise<void>;
};

/**
 * A load balancer as plain as they come, in front of several trial processes on one port: each
 * request goes to the next process in turn (no sticky sessions), its Host header kept, as
 * nginx's `proxy_set_header Host $host` does. A process that refuses the connection is skipped
 * for the next one (nginx's `proxy_next_upstream error`): the request never reached it.
 */
export async function startRoundRobinProxy(
  port: number,
  upstreams: number[],
): Promise<RoundRobinProxy> {
  const served = upstreams.map(() => 0);
  let turn = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(Buffer.concat(chunks), turn++ % upstreams.length, 0));

    /** To the process whose turn it is, else to the ones after it, each once. */
    function forward(body: Buffer, first: number, tried: number) {
      const index = (first + tried) % upstreams.length;
      // A connection per request: none left open to a process that is killed meanwhile.
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: upstreams[index],
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress },
          agent: false,
        },
        (answer) => {
          served[index] = (served[index] ?? 0) + 1;
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && tried + 1 < upstreams.length)
          return forward(body, first, tried + 1);
        if (response.headersSent) return response.destroy(error);
        response.writeHead(502, { 'content-type': 'text/plain' }).end('No process answered');
      });
      upstream.end(body);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
