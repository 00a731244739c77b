import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FairShare } from './fair-share';

/** Enters a request of `worldId` and notes, in `went`, when it goes on. */
function request(share: FairShare, worldId: string, name: string, went: string[]): void {
  const turn = share.enter(worldId);
  if (turn) void turn.then(() => went.push(name));
  else went.push(name);
}

/** A clock that moves only when told. */
function testClock() {
  const clock = { ms: 0, now: () => clock.ms };
  return clock;
}

/** Like `request`; one that waited for its turn is answered in it, `work` having run first. */
function answerInTurn(
  share: FairShare,
  worldId: string,
  name: string,
  went: string[],
  work = () => {},
): void {
  const turn = share.enter(worldId);
  if (!turn) return void went.push(name);
  void turn.then(() => {
    went.push(name);
    work();
    share.done(worldId);
  });
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

  it("hands a turn on to the next of a world's line while each is answered within it", async () => {
    const share = new FairShare(1, 1_000);
    const went: string[] = [];
    for (const name of ['a1', 'a2', 'a3', 'a4']) answerInTurn(share, 'a', name, went);
    request(share, 'b', 'b1', went);
    expect(went).toEqual(['a1', 'b1']);
    share.done('a'); // a1, answered before the turn
    await nextTurn();
    expect(went).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
  });

  it('ends the turn at a request that is not answered within it', async () => {
    const share = new FairShare(1, 1_000);
    const went: string[] = [];
    for (const name of ['a1', 'a2', 'a3']) request(share, 'a', name, went);
    share.done('a'); // a1
    await nextTurn();
    expect(went).toEqual(['a1', 'a2']);
    share.done('a'); // a2, answered after its turn ended
    expect(went).toEqual(['a1', 'a2']);
    await nextTurn();
    expect(went).toEqual(['a1', 'a2', 'a3']);
  });

  it('ends the turn once it has lasted its budget', async () => {
    const clock = testClock();
    const share = new FairShare(1, 5, clock.now);
    const went: string[] = [];
    // Each takes 3 ms.
    const work = () => (clock.ms += 3);
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) answerInTurn(share, 'a', name, went, work);
    share.done('a'); // a1
    await nextTurn();
    expect(went).toEqual(['a1', 'a2', 'a3']);
    await nextTurn();
    expect(went).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
  });
});
