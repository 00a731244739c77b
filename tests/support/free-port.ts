import { createServer, type Server } from 'node:net';

/**
 * A port no one listens on: the system's pick for port 0, released at once. Another process
 * may still take it before the caller's server listens: a server started on it should be
 * recognised by its own answer (see own-server.ts), not by the port alone.
 */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/** `count` different free ports: each probe is held until all are found, so none repeats. */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) {
      const probe = createServer();
      probes.push(probe);
      ports.push(await listenOnAny(probe));
    }
    return ports;
  } finally {
    await Promise.all(probes.map((p) => new Promise((resolve) => p.close(resolve))));
  }
}

function listenOnAny(probe: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (typeof address === 'object' && address) resolve(address.port);
      else reject(new Error('no free port'));
    });
  });
}
