import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedCall = { headers: IncomingHttpHeaders; body: string };

/**
 * A webhook endpoint on a free local port: answers each call with the next of `statuses`
 * (the last one over and over) and keeps what it received, in order.
 */
export async function webhookReceiver(statuses: number[] = [200]) {
  const calls: ReceivedCall[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = statuses[Math.min(calls.length, statuses.length) - 1] ?? 200;
      response.end('{}');
      for (const w of waiting.filter((w) => calls.length >= w.count)) w.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    calls,
    /** Resolves once `count` calls have come in. */
    received: (count: number) =>
      new Promise<void>((resolve) => {
        if (calls.length >= count) resolve();
        else waiting.push({ count, resolve });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
