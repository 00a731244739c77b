import http from 'node:http';
import { percentile, type Measured } from './load';

/** One request of a paced load: the process it goes to and what it asks. */
export type PacedRequest = {
  port: number;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** A request not answered in this long counts as an error. */
const TIMEOUT_MS = 10_000;

/**
 * Requests sent at an even pace, `rate` a second, however long the answers take: an open loop,
 * as visitors arrive. Each latency counts from the moment its request was due, so a stall of
 * the server (or of this generator) counts for every request due during it. autocannon's own
 * rate is no held rate: each connection sends its share for the second as fast as it is
 * answered, then waits for the next second, so the server sees bursts at its full speed.
 * `request(n)` says where the n-th request goes; `sockets` keep-alive connections per port.
 */
export async function measurePaced(o: {
  rate: number;
  seconds: number;
  warmupSeconds: number;
  request: (n: number) => PacedRequest;
  sockets: number;
}): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.sockets });
  try {
    return await measurePacedCalls({ ...o, call: (n) => send(agent, o.request(n)) });
  } finally {
    agent.destroy();
  }
}

/**
 * The same pace for any call, not only a request: `call(n)` starts the n-th and resolves with
 * whether it succeeded (a rejection is a failure too); latencies count from when it was due.
 */
export async function measurePacedCalls(o: {
  rate: number;
  seconds: number;
  warmupSeconds: number;
  call: (n: number) => Promise<boolean>;
}): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const run = async (seconds: number, counted: boolean) => {
    const pending: Promise<void>[] = [];
    for await (const due of dueTimes(o.rate, seconds * o.rate))
      pending.push(
        o.call(started++).then(
          (ok) => {
            if (!counted) return;
            if (ok) latencies.push(performance.now() - due);
            else errors++;
          },
          () => {
            if (counted) errors++;
          },
        ),
      );
    await Promise.all(pending);
  };
  await run(o.warmupSeconds, false);
  await run(o.seconds, true);
  return {
    rps: latencies.length / o.seconds,
    p99: latencies.length ? percentile(latencies, 99) : 0,
    errors,
  };
}

/**
 * The moments `count` things are due at `rate` a second from now, each yielded once it has
 * come (a late one at once, so the pace catches up).
 */
export async function* dueTimes(rate: number, count: number): AsyncGenerator<number> {
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resume) => setTimeout(resume, wait));
    yield due;
  }
}

/** Sends one request; resolves with whether it was answered 2xx. */
function send(agent: http.Agent, r: PacedRequest): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: r.port,
        method: r.method,
        path: r.path,
        headers: r.headers,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(r.body);
  });
}
