import type { FastifyInstance } from 'fastify';
import type { Response } from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { HEAVY, HEAVY_CALLS_WAITING } from '../../mock-server/src/plugins/heavy-calls';
import { createTestApp, type TestApp } from './support/test-app';
import { createWorld, inWorld, trialApps, visitorOf } from './support/trial-app';

/**
 * A heavy call of the test's own that holds its turn until let go: what runs, waits or is
 * refused can then be seen without timing anything.
 */
function heldCalls() {
  const running: (() => void)[] = [];
  let entered = 0;
  return {
    route(app: FastifyInstance) {
      app.post('/__sandbox/held', HEAVY, async () => {
        entered++;
        await new Promise<void>((go) => running.push(go));
        return { message: 'Done', data: null };
      });
    },
    get entered() {
      return entered;
    },
    /** Lets the running call finish. */
    letGo() {
      const go = running.shift();
      if (!go) throw new Error('no held call is running');
      go();
    },
  };
}

/** Sends the request now, and keeps its answer. */
const sent = (request: PromiseLike<Response>) => Promise.resolve(request.then((r) => r));

const start = trialApps();

describe('heavy calls in one world', () => {
  it('marks the calls whose cost grows with the world or the batch', async () => {
    const heavy: string[] = [];
    await createTestApp({
      beforeReady: (app) =>
        app.addHook('onRoute', (route) => {
          if (route.config?.heavy) heavy.push(`${String(route.method)} ${route.url}`);
        }),
    });
    expect(heavy.sort()).toEqual([
      'GET /v1/virtualMachines/getAccessKey/:id',
      'HEAD /v1/virtualMachines/getAccessKey/:id',
      'POST /__sandbox/clock/fastForward',
      'POST /__sandbox/reset',
      'POST /__sandbox/snapshots',
      'POST /__sandbox/snapshots/:name/load',
      'POST /v1/imports/company',
      'POST /v1/imports/distributer',
      'POST /v1/imports/reseller',
      'POST /v1/virtualMachines/create',
    ]);
  });

  it('run one at a time, in turn, while other calls go on', async () => {
    const held = heldCalls();
    const t: TestApp = await createTestApp({ beforeReady: held.route });
    const answers = [1, 2, 3].map(() => sent(t.api.post('/__sandbox/held').send({})));
    await vi.waitFor(() => expect(held.entered).toBe(1));
    await t.api.get('/__sandbox/clock').expect(200); // not a heavy call: never waits
    expect(held.entered).toBe(1);
    held.letGo();
    await vi.waitFor(() => expect(held.entered).toBe(2));
    held.letGo();
    await vi.waitFor(() => expect(held.entered).toBe(3));
    held.letGo();
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it(`refuse one past the ${HEAVY_CALLS_WAITING} waiting with 429, a Retry-After and why`, async () => {
    const held = heldCalls();
    const t = await createTestApp({ beforeReady: held.route });
    const first = sent(t.api.post('/__sandbox/held').send({}));
    await vi.waitFor(() => expect(held.entered).toBe(1));
    const answered: Response[] = [];
    const more = Array.from({ length: HEAVY_CALLS_WAITING + 1 }, () =>
      sent(t.api.post('/__sandbox/held').send({})).then((r) => void answered.push(r)),
    );
    await vi.waitFor(() => expect(answered).toHaveLength(1));
    const [refused] = answered;
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused?.body).toEqual({
      message: expect.stringMatching(
        /^This sandbox is still busy with earlier requests \(snapshots, imports, resets, clock jumps, new VMs or private keys\)\. Please wait \d+ seconds? and try again\.$/,
      ),
      data: null,
    });

    for (let call = 1; call <= HEAVY_CALLS_WAITING + 1; call++) {
      await vi.waitFor(() => expect(held.entered).toBe(call));
      held.letGo();
    }
    await Promise.all(more);
    expect((await first).status).toBe(200);
    expect(answered.map((r) => r.status).sort()).toEqual([
      ...Array<number>(HEAVY_CALLS_WAITING).fill(200),
      429,
    ]);
    await t.api.post('/__sandbox/snapshots').send({ name: 'after' }).expect(200);
  });

  it('refuse a call to a full line before reading its body', async () => {
    const held = heldCalls();
    const t = await createTestApp({ beforeReady: held.route, sandboxKey: 'held-key' });
    const call = () => t.api.post('/__sandbox/held').set('x-sandbox-key', 'held-key');
    const calls = Array.from({ length: HEAVY_CALLS_WAITING + 1 }, () => sent(call().send({})));
    await vi.waitFor(() => expect(held.entered).toBe(1));
    // Not JSON: a 400 once read, but a full line answers first.
    await vi.waitFor(() =>
      call().set('content-type', 'application/json').send('{"not json').expect(429),
    );

    for (let entered = 1; entered <= HEAVY_CALLS_WAITING + 1; entered++) {
      await vi.waitFor(() => expect(held.entered).toBe(entered));
      held.letGo();
    }
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual(
      Array<number>(HEAVY_CALLS_WAITING + 1).fill(200),
    );
    await call().set('content-type', 'application/json').send('{"not json').expect(400);
  });
});

describe('heavy calls in the hosted trial', () => {
  it("queue each world's behind its own only: another world's go straight through", async () => {
    const held = heldCalls();
    const t = await start({ beforeReady: held.route });
    const busyWorld = await createWorld(t);
    const busy = inWorld(t, busyWorld);
    const other = inWorld(t, await createWorld(t));

    // One runs, the line fills, the last is refused: the busy world is as busy as it gets.
    const answered: Response[] = [];
    const waiting = Array.from({ length: HEAVY_CALLS_WAITING + 2 }, () =>
      sent(busy.api.post('/__sandbox/held').send({})).then((r) => {
        answered.push(r);
        return r;
      }),
    );
    await vi.waitFor(() => expect(answered.map((r) => r.status)).toEqual([429]));
    expect(held.entered).toBe(1);
    // A stranger (no key) is refused for who they are, not told the world is busy.
    const stranger = visitorOf(t, busyWorld.id).api;
    await stranger.post('/__sandbox/snapshots').send({ name: 'theirs' }).expect(401);

    await other.api.post('/__sandbox/snapshots').send({ name: 'free' }).expect(200);
    const otherHeld = sent(other.api.post('/__sandbox/held').send({}));
    await vi.waitFor(() => expect(held.entered).toBe(2)); // while the busy world's still runs

    held.letGo(); // the busy world's first
    held.letGo(); // the other world's
    expect((await otherHeld).status).toBe(200);
    for (let call = 3; call <= HEAVY_CALLS_WAITING + 2; call++) {
      await vi.waitFor(() => expect(held.entered).toBe(call));
      held.letGo();
    }
    const statuses = (await Promise.all(waiting)).map((r) => r.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(HEAVY_CALLS_WAITING + 1);
  });
});
