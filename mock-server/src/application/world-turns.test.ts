import { describe, expect, it } from 'vitest';
import { WorldTurns, type Refusal, type Turn } from './world-turns';

const granted = (taken: Promise<Turn> | Refusal) => {
  if (!(taken instanceof Promise)) throw new Error('refused');
  return taken;
};

describe('WorldTurns', () => {
  it("gives a world's turns one at a time, in the order asked", async () => {
    const turns = new WorldTurns(3);
    const order: string[] = [];
    const first = await granted(turns.take('a'));
    const later = ['second', 'third'].map((name) =>
      granted(turns.take('a')).then((turn) => {
        order.push(name);
        return turn;
      }),
    );
    await Promise.resolve();
    expect(order).toEqual([]);
    expect(turns.busy('a')).toBe(3);
    first.release();
    const second = await later[0]!;
    expect(order).toEqual(['second']);
    second.release();
    (await later[1]!).release();
    expect(order).toEqual(['second', 'third']);
    expect(turns.busy('a')).toBe(0);
  });

  it('refuses past the line, with a wait of at least a second, and takes calls again after', async () => {
    const turns = new WorldTurns(1);
    const first = await granted(turns.take('a'));
    const waiting = granted(turns.take('a'));
    const refused = turns.take('a');
    expect(refused).toEqual({ retryAfterSeconds: 1 });
    first.release();
    (await waiting).release();
    (await granted(turns.take('a'))).release();
  });

  it("never makes one world wait for another's", async () => {
    const turns = new WorldTurns(0);
    await granted(turns.take('a'));
    expect(turns.take('a')).toHaveProperty('retryAfterSeconds');
    const other = await granted(turns.take('b'));
    other.release();
  });

  it('counts a release once, however often it is called', async () => {
    const turns = new WorldTurns(2);
    const first = await granted(turns.take('a'));
    const second = granted(turns.take('a'));
    const third = granted(turns.take('a'));
    first.release();
    first.release();
    await second;
    expect(turns.busy('a')).toBe(2); // the second runs, the third still waits
    (await second).release();
    (await third).release();
    expect(turns.busy('a')).toBe(0);
  });
});
