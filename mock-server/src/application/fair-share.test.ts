import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FairShare } from './fair-share';

/** Enters a request of `worldId` and notes, in `went`, when it goes on. */
function request(share: FairShare, worldId: string, name: string, went: string[]): void {
  const turn = share.enter(worldId);
  if (turn) void turn.then(() => went.push(name));
  else went.push(name);
}

describe('FairShare', () => {
  it('lets a world with few requests under way go on at once', () => {
    const share = new FairShare(2);
    expect(share.enter('a')).toBeNull();
    expect(share.enter('a')).toBeNull();
    expect(share.enter('b')).toBeNull();
  });

  it('gives further requests later turns of the loop, one per world per turn', async () => {
    const share = new FairShare(2);
    const went: string[] = [];
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) request(share, 'a', name, went);
    request(share, 'b', 'b1', went);
    expect(went).toEqual(['a1', 'a2', 'b1']);
    await nextTurn();
    expect(went).toEqual(['a1', 'a2', 'b1', 'a3']);
    request(share, 'b', 'b2', went);
    request(share, 'b', 'b3', went);
    expect(went.at(-1)).toBe('b2'); // b has 2 under way only now
    await nextTurn();
    expect(went.slice(-2)).toEqual(['a4', 'b3']);
    await nextTurn();
    expect(went.at(-1)).toBe('a5');
  });

  it('counts a request as under way until it is done', () => {
    const share = new FairShare(1);
    expect(share.enter('a')).toBeNull();
    expect(share.enter('a')).toBeInstanceOf(Promise);
    share.done('a');
    share.done('a');
    expect(share.enter('a')).toBeNull();
  });
});
