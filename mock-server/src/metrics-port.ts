import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * METRICS_PORT: the metrics on a port of their own, on loopback only and without a key, for a
 * scraper beside the process (a sidecar, a node agent). Nothing else is served there.
 */
export async function serveMetricsOn(app: FastifyInstance, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?', 1)[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    app.renderMetrics().then(
      (text) =>
        response
          .writeHead(200, { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' })
          .end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}
