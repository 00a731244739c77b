import { createServer } from 'node:net';

/**
 * A port no one listens on: the system's pick for port 0, released at once. Another process
 * may still take it before the caller's server listens: a server started on it should be
 * recognised by its own answer (see test-run-child.ts), not by the port alone.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}
