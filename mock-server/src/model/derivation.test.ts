import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Change } from './changes';
import {
  changesSince,
  joinDerivation,
  LINKS_KEPT,
  recordDerivation,
  versionOf,
  type Version,
} from './derivation';
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
/** A test of `known` that holds for that world's version only. */
const is = (world: World | undefined) => (v: Version) => v === versionOf(world as World);

describe('derivations', () => {
  it('gives the changes since the nearest known world, oldest first', () => {
    const worlds = chain(10);
    const since = changesSince(worlds[9] as World, is(worlds[6]));
    expect(since?.base).toBe(versionOf(worlds[6] as World));
    expect(steps(since?.changes ?? [])).toEqual([7, 8, 9]);
    expect(changesSince(worlds[9] as World, () => false)).toBeUndefined();
  });

  it('joins a group of links into one, so a figure follows a group longer than the chain kept', () => {
    const worlds = chain(3 * LINKS_KEPT);
    const durable = worlds[LINKS_KEPT] as World;
    const next = worlds[3 * LINKS_KEPT - 1] as World;
    joinDerivation(next, durable);
    const since = changesSince(next, is(durable));
    expect(since?.base).toBe(versionOf(durable));
    expect(steps(since?.changes ?? [])).toEqual(
      Array.from({ length: 2 * LINKS_KEPT - 1 }, (_, i) => LINKS_KEPT + 1 + i),
    );
    // Not made from it: nothing is joined.
    joinDerivation(worlds[5] as World, worlds[8] as World);
    expect(changesSince(worlds[5] as World, is(worlds[4]))?.changes).toHaveLength(1);
  });

  it('cuts the chain behind the newest world, keeping at least LINKS_KEPT links', () => {
    const n = 3 * LINKS_KEPT;
    const worlds = chain(n);
    const newest = worlds[n - 1] as World;
    expect(changesSince(newest, is(worlds[n - 1 - LINKS_KEPT]))).toBeDefined();
    expect(changesSince(newest, is(worlds[0]))).toBeUndefined();
    expect(changesSince(newest, is(worlds[n - 1 - 2 * LINKS_KEPT]))).toBeUndefined();
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
    expect(steps(changesSince(latest, is(durable))?.changes ?? [])).toEqual(
      Array.from({ length: inFlight.length }, (_, i) => made - inFlight.length + 1 + i),
    );
  });

  it('keeps no earlier world alive: only what a figure needs to follow the changes', async () => {
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    const { newest, first, earlier } = (() => {
      const worlds = chain(10).map((w) => Object.assign(w, { payload: new Array(1000).fill(0) }));
      return {
        newest: worlds[9] as World,
        first: versionOf(worlds[0] as World),
        earlier: worlds.slice(0, 9).map((w) => new WeakRef(w)),
      };
    })();
    // A WeakRef holds its world until the end of the task that made it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(earlier.filter((w) => w.deref() !== undefined)).toHaveLength(0);
    expect(steps(changesSince(newest, (v) => v === first)?.changes ?? [])).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });
});
