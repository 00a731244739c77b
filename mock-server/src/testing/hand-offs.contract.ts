import { expect, it } from 'vitest';
import { fakeClock, type FakeClock } from '../simulation/clock';
import { HAND_OFF_MS, HandOffs } from '../storage/policies/hand-offs';
import type { HandOffRows } from '../storage/ports/hand-offs';

/** A backend's hand-off rows for one test, as one process sees them, and how to look inside. */
export type HandOffBackend = {
  rows: HandOffRows;
  /** The same rows as another process sees them, where several share them. */
  another?: () => Promise<HandOffRows>;
  /** A world the rows may hang on. */
  world(): Promise<string>;
  /** Everything stored, as a reader of the storage (a database dump) would see it. */
  dump(): Promise<string>;
};

/**
 * The behaviour every backend's hand-offs share, through the one policy (HandOffs) that
 * issues and redeems them: `backend` gives new storage for each test.
 */
export function describeHandOffs(backend: () => Promise<HandOffBackend>) {
  const handOffs = (rows: HandOffRows, clock: FakeClock = fakeClock()) => new HandOffs(rows, clock);

  it('hands a key over once', async () => {
    const b = await backend();
    const world = await b.world();
    const h = handOffs(b.rows);
    const code = await h.issue(world, 'the-key');
    expect(await h.redeem(world, code)).toBe('the-key');
    expect(await h.redeem(world, code)).toBeNull();
  });

  it('keeps neither the code nor the key where a reader of the storage could use them', async () => {
    const b = await backend();
    const world = await b.world();
    const key = 'a-world-key-of-its-own-0123456789';
    const code = await handOffs(b.rows).issue(world, key);
    const stored = await b.dump();
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(key);
    expect(stored).toContain(world);
  });

  it('refuses another world’s code without spending it, and an unknown code', async () => {
    const b = await backend();
    const [mine, other] = [await b.world(), await b.world()];
    const h = handOffs(b.rows);
    const code = await h.issue(mine, 'k');
    expect(await h.redeem(other, code)).toBeNull();
    expect(await h.redeem(mine, 'made-up')).toBeNull();
    expect(await h.redeem(mine, code)).toBe('k');
  });

  it('refuses a code past its minute, and removes stale codes', async () => {
    const b = await backend();
    const world = await b.world();
    const clock = fakeClock();
    const h = handOffs(b.rows, clock);
    const late = await h.issue(world, 'k');
    const stale = await h.issue(world, 'k');
    clock.advance(HAND_OFF_MS + 1);
    expect(await h.redeem(world, late)).toBeNull();
    await h.removeExpired();
    expect(await h.redeem(world, stale)).toBeNull();
    const fresh = await h.issue(world, 'new');
    expect(await h.redeem(world, fresh)).toBe('new');
  });

  it('hands over through any process, to one of two redeeming at once', async () => {
    const b = await backend();
    if (!b.another) return;
    const [one, two] = [handOffs(b.rows), handOffs(await b.another())];
    const world = await b.world();
    expect(await two.redeem(world, await one.issue(world, 'k'))).toBe('k');
    const code = await one.issue(world, 'k');
    const results = await Promise.all([one.redeem(world, code), two.redeem(world, code)]);
    expect(results.filter((r) => r === 'k')).toHaveLength(1);
  });
}
