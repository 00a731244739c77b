import { describe, expect, it } from 'vitest';
import { answeringServers } from './answering-server';
import { measurePaced, measurePacedCalls } from './paced-load';

const serve = answeringServers();

/** `rate` a second for `seconds` to the server on `port`, the n-th request to `/n`. */
const paced = (
  port: number,
  o: { rate: number; seconds: number; sockets: number; warmupSeconds?: number },
) =>
  measurePaced({
    warmupSeconds: 0,
    ...o,
    request: (n) => ({
      port,
      method: 'PUT',
      path: `/${n}`,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }),
  });

describe('measurePaced', () => {
  it('sends the rate for the seconds after the warm-up, each request once, and counts only those', async () => {
    const { port, paths } = await serve(() => ({}));
    const m = await paced(port, { rate: 100, seconds: 0.5, warmupSeconds: 0.1, sockets: 4 });
    // Each of the 60 asked once, the n-th for /n. On four sockets they may arrive out of order.
    const asked = paths.map((p) => Number(p.slice(1))).sort((a, b) => a - b);
    expect(asked).toEqual([...Array(60).keys()]);
    expect(m.rps).toBe(100);
    expect(m.errors).toBe(0);
  });

  it('counts a slow answer from when its request was due, so a stall counts for every request due during it', async () => {
    // The server stalls 300 ms on one request; on the one socket, those due after it wait.
    const { port } = await serve((_n, path) => ({ delayMs: path === '/100' ? 300 : 0 }));
    const m = await paced(port, { rate: 200, seconds: 1, sockets: 1 });
    // The 99th percentile of 200 is past the one slow answer: the ones queued behind it count
    // their wait from when they were due (about 20 of them waited 200 ms or more).
    expect(m.p99).toBeGreaterThanOrEqual(200);
    expect(m.rps).toBe(200);
    expect(m.errors).toBe(0);
  });

  it('counts answers that are not 2xx as errors, not as latencies', async () => {
    const { port } = await serve((_n, path) => ({
      status: Number(path.slice(1)) % 10 === 0 ? 409 : 200,
    }));
    const m = await paced(port, { rate: 100, seconds: 0.5, sockets: 4 });
    expect(m.errors).toBe(5);
    expect(m.rps).toBe(90);
  });
});

describe('measurePacedCalls', () => {
  it('paces any call, counting failures and rejections as errors', async () => {
    const calls: number[] = [];
    const m = await measurePacedCalls({
      rate: 100,
      seconds: 0.5,
      warmupSeconds: 0.1,
      call: async (n) => {
        calls.push(n);
        if (n % 10 === 3) throw new Error('refused');
        return n % 10 !== 7;
      },
    });
    expect(calls).toEqual([...Array(60).keys()]);
    // Of the 50 counted (10 to 59), five rejected and five failed.
    expect(m.errors).toBe(10);
    expect(m.rps).toBe(80);
  });
});
