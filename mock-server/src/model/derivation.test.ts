import { describe, expect, it } from 'vitest';
import type { Change } from './changes';
import { changesSince, joinDerivation, LINKS_KEPT, recordDerivation } from './derivation';
import type { World } from './schema';

/** A chain of `n` worlds, each made from the one before by one change naming its position. */
function chain(n: number): World[] {
  const worlds = [{} as World];
  for (let i = 1; i < n; i++) {
    const next = {} as World;
    const change: Change = { op: 'set', key: 'step', value: i };
    recordDerivation(next, worlds[i - 1] as World, [change]);
    worlds.push(next);
  }
  return worlds;
}
const steps = (changes: Change[]) => changes.map((c) => (c as { value: number }).value);

describe('derivations', () => {
  it('gives the changes since the nearest known world, oldest first', () => {
    const worlds = chain(10);
    const since = changesSince(worlds[9] as World, (w) => w === worlds[6]);
    expect(since?.base).toBe(worlds[6]);
    expect(steps(since?.changes ?? [])).toEqual([7, 8, 9]);
    expect(changesSince(worlds[9] as World, () => false)).toBeUndefined();
  });

  it('joins a group of links into one, so a figure follows a group longer than the chain kept', () => {
    const worlds = chain(3 * LINKS_KEPT);
    const durable = worlds[LINKS_KEPT] as World;
    const next = worlds[3 * LINKS_KEPT - 1] as World;
    joinDerivation(next, durable);
    const since = changesSince(next, (w) => w === durable);
    expect(since?.base).toBe(durable);
    expect(steps(since?.changes ?? [])).toEqual(
      Array.from({ length: 2 * LINKS_KEPT - 1 }, (_, i) => LINKS_KEPT + 1 + i),
    );
    // Not made from it: nothing is joined.
    joinDerivation(worlds[5] as World, worlds[8] as World);
    expect(changesSince(worlds[5] as World, (w) => w === worlds[4])?.changes).toHaveLength(1);
  });

  it('cuts the chain behind the newest world, keeping at least LINKS_KEPT links', () => {
    const n = 3 * LINKS_KEPT;
    const worlds = chain(n);
    const newest = worlds[n - 1] as World;
    expect(changesSince(newest, (w) => w === worlds[n - 1 - LINKS_KEPT])).toBeDefined();
    expect(changesSince(newest, (w) => w === worlds[0])).toBeUndefined();
    expect(changesSince(newest, (w) => w === worlds[n - 1 - 2 * LINKS_KEPT])).toBeUndefined();
  });

  it('goes on when a join takes away links that worlds made before it still count', () => {
    // As the store runs at 1,000 writes/s: commits are made one on another, and each written
    // group is joined into one link from the durable world while later commits already exist.
    let durable = {} as World;
    const inFlight: World[] = [];
    let latest = durable;
    let made = 0;
    const writes = () => {
      for (let commit = 0; commit < 40 * LINKS_KEPT; commit++) {
        const next = {} as World;
        recordDerivation(next, latest, [{ op: 'set', key: 'step', value: ++made }]);
        inFlight.push(next);
        latest = next;
        // A group of 30 written while 10 more wait behind it.
        if (inFlight.length === 40) {
          const groupEnd = inFlight.splice(0, 30).at(-1) as World;
          joinDerivation(groupEnd, durable);
          durable = groupEnd;
        }
      }
    };
    expect(writes).not.toThrow();
    expect(steps(changesSince(latest, (w) => w === durable)?.changes ?? [])).toEqual(
      Array.from({ length: inFlight.length }, (_, i) => made - inFlight.length + 1 + i),
    );
  });
});
