import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { FREE_UNDER_WAY, GO_ON_PER_TURN } from '../../../mock-server/src/application/fair-share';
import { createWorld, inWorld, trialApps } from '../support/trial-app';

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
  it(`let a world's burst past ${FREE_UNDER_WAY} requests under way in ${GO_ON_PER_TURN} per turn of the loop`, async () => {
    const seen = turnsSeen();
    const t = await start({ beforeReady: seen.route });
    const busyWorld = await createWorld(t);
    const busy = inWorld(t, busyWorld);

    // Sent together: Promise.all starts every request at once.
    const burst = Array.from({ length: 20 }, () => busy.api.get('/__sandbox/turn'));
    expect((await Promise.all(burst)).map((r) => r.status)).toEqual(Array(20).fill(200));

    const turns = seen.entered.filter((e) => e.world === busyWorld.id).map((e) => e.turn);
    expect(turns).toHaveLength(20);
    // Those that waited went on several to a turn (as they came: 8, 8, 2 here), never more of
    // the world's in one than its share.
    const waited = turns.slice(FREE_UNDER_WAY);
    const perTurn = new Map<number, number>();
    for (const turn of waited) perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
    expect(Math.max(...perTurn.values())).toBeLessThanOrEqual(GO_ON_PER_TURN);
    expect(perTurn.size).toBeLessThan(waited.length);
  });
});
