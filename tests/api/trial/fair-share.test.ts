import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FREE_UNDER_WAY } from '../../../mock-server/src/application/fair-share';
import { trialHost } from '../../../mock-server/src/hosting/trial/trial-host';
import type { Resolution } from '../../../mock-server/src/hosting/world-host';
import { createWorld, inWorld, trialApps, worldHost } from '../support/trial-app';

const start = trialApps();

/** Counts the turns of the event loop, and notes in which one each request reached its route. */
function turnsSeen() {
  let turn = 0;
  let counting = true;
  const count = () => {
    turn++;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  onTestFinished(() => void (counting = false));
  const entered: { world: string; turn: number }[] = [];
  return {
    entered,
    route(app: FastifyInstance) {
      app.get('/__sandbox/turn', async (request) => {
        entered.push({ world: request.world?.id ?? '', turn });
        return { message: 'Seen', data: null };
      });
    },
  };
}

describe('worlds sharing a trial process', () => {
  it(`let a world's burst past ${FREE_UNDER_WAY} requests under way in one per turn of the loop`, async () => {
    const seen = turnsSeen();
    const t = await start({ beforeReady: seen.route });
    const busyWorld = await createWorld(t);
    const busy = inWorld(t, busyWorld);
    // In memory first: requests that wait for their turns while the world loads go on together
    // once it has loaded, as they would all have waited for that load anyway.
    expect((await busy.api.get('/__sandbox/turn')).status).toBe(200);
    seen.entered.length = 0;

    // Sent together: Promise.all starts every request at once.
    const burst = Array.from({ length: 20 }, () => busy.api.get('/__sandbox/turn'));
    expect((await Promise.all(burst)).map((r) => r.status)).toEqual(Array(20).fill(200));

    const turns = seen.entered.filter((e) => e.world === busyWorld.id).map((e) => e.turn);
    expect(turns).toHaveLength(20);
    // Those that waited went on in turns of their own: never two of the world's in one.
    const waited = turns.slice(FREE_UNDER_WAY);
    expect(new Set(waited).size).toBe(waited.length);
  });

  it('stop counting a request whose world could not be looked up, even at once', async () => {
    const t = await start();
    const world = await createWorld(t);
    const host = trialHost(t.trial);
    const request = { headers: { host: worldHost(world.id) } } as FastifyRequest;
    const release = (r: Resolution) => (r.kind === 'world' ? r.release?.() : undefined);
    release(await host.resolve(request)); // in memory

    // The world's files unreadable, more times than requests may be under way.
    const open = vi.spyOn(t.trial, 'open').mockImplementation(() => {
      throw new Error('EIO: i/o error, read');
    });
    for (let i = 0; i <= FREE_UNDER_WAY; i++)
      await expect(Promise.resolve().then(() => host.resolve(request))).rejects.toThrow('EIO');
    open.mockRestore();

    // None of them counts: the next ones go on at once, without waiting for a turn.
    const next = Array.from({ length: FREE_UNDER_WAY }, () => host.resolve(request));
    for (const r of next) expect(r).not.toBeInstanceOf(Promise);
    for (const r of next) release(r as Resolution);
  });
});
