import { afterEach, expect, it, vi } from 'vitest';
import { emptyWorld } from '../model/empty-world';
import { WORLD_VERSION, type World } from '../model/schema';
import { fakeClock } from '../simulation/clock';
import { asVersion6 } from './older-worlds';
import { SEED_TEMPLATE, Templates } from '../storage/policies/templates';
import type { TemplateShelf } from '../storage/ports/templates';

/** A backend's template shelf for one test, and what a test needs to look under it. */
export type TemplateBackend = {
  shelf: TemplateShelf;
  /** The same storage as another process sees it. */
  another(): Promise<TemplateShelf>;
  /** Stores `data` under `name` as some process saved it at `savedAt` (no seeding needed). */
  put(name: string, data: unknown, savedAt: Date): Promise<void>;
  /** The stored seed's world as it is now. */
  storedSeed(): Promise<World['meta'] | undefined>;
  /** Whether a damaged template was kept for the operator under another name. */
  keptAside(name: string): Promise<boolean>;
};

const now = new Date('2026-03-15T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() - h * 3_600_000);
const smallWorld = (seed = 1): World => emptyWorld({ seed, now, jwtSecret: 'x'.repeat(32) });
const FRESH_SEED = 20260101;

/**
 * The one Templates policy over each backend's shelf: `backend` gives new, empty storage for
 * each test. `shared`: several processes may open the same storage at once.
 */
export function describeTemplates(backend: () => Promise<TemplateBackend>, o: { shared: boolean }) {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const seeder = () =>
    vi.fn(async () => {
      // Slow enough that two processes starting together overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return smallWorld(FRESH_SEED);
    });
  const open = (shelf: TemplateShelf, seed = seeder()) =>
    Templates.open(shelf, { clock: fakeClock(now), made: { [SEED_TEMPLATE]: seed } });

  it('keeps a fresh seed, offers and reads templates, saves new ones', async () => {
    const b = await backend();
    await b.put(SEED_TEMPLATE, smallWorld(42), hours(1));
    const seed = seeder();
    const templates = await open(b.shelf, seed);
    expect(seed).not.toHaveBeenCalled();
    expect(await b.storedSeed()).toMatchObject({ seed: 42 });
    expect(await templates.list()).toEqual(['seed']);
    const read = await templates.read(SEED_TEMPLATE);
    expect(read.meta.seed).toBe(42);
    expect(await templates.read(SEED_TEMPLATE)).toBe(read);

    await templates.save('mid-demo', smallWorld(7));
    expect(await templates.has('mid-demo')).toBe(true);
    expect(await templates.list()).toEqual(['mid-demo', 'seed']);
    expect((await templates.read('mid-demo')).meta.seed).toBe(7);
    await expect(
      templates.save('old', asVersion6(smallWorld()) as unknown as World),
    ).rejects.toThrow(`A template must be a world of version ${WORLD_VERSION}`);
    await expect(templates.read('nothing')).rejects.toThrow('There is no template named "nothing"');
  });

  it(`seeds new storage${o.shared ? ', once even when two processes start together' : ''}`, async () => {
    const b = await backend();
    const seed = seeder();
    const shelves = o.shared ? [b.shelf, await b.another()] : [b.shelf];
    const opened = await Promise.all(shelves.map((shelf) => open(shelf, seed)));
    expect(seed).toHaveBeenCalledTimes(1);
    for (const templates of opened) {
      expect(await templates.has(SEED_TEMPLATE)).toBe(true);
      expect((await templates.read(SEED_TEMPLATE)).meta.seed).toBe(FRESH_SEED);
    }
  });

  it('makes the seed again when it is more than a day old, or of an older version', async () => {
    const stale = await backend();
    await stale.put(SEED_TEMPLATE, smallWorld(42), hours(25));
    await open(stale.shelf);
    expect(await stale.storedSeed()).toMatchObject({ seed: FRESH_SEED });

    const older = await backend();
    await older.put(SEED_TEMPLATE, asVersion6(smallWorld(42)), hours(1));
    await open(older.shelf);
    expect(await older.storedSeed()).toMatchObject({ seed: FRESH_SEED });
  });

  it('makes every made template it lacks or holds stale, each on its own; saved ones are not made', async () => {
    const b = await backend();
    await b.put(SEED_TEMPLATE, smallWorld(42), hours(1));
    await b.put('demo-b', smallWorld(43), hours(30));
    const [seed, demoA, demoB] = [seeder(), seeder(), seeder()];
    const made = { [SEED_TEMPLATE]: seed, 'demo-a': demoA, 'demo-b': demoB };
    const templates = await Templates.open(b.shelf, { clock: fakeClock(now), made });
    expect(seed).not.toHaveBeenCalled();
    expect(demoA).toHaveBeenCalledTimes(1);
    expect(demoB).toHaveBeenCalledTimes(1);
    expect(await templates.list()).toEqual(['demo-a', 'demo-b', SEED_TEMPLATE]);
    expect((await templates.read('demo-b')).meta.seed).toBe(FRESH_SEED);
    await templates.save('saved', smallWorld(9));
    expect(['demo-a', SEED_TEMPLATE, 'saved'].map((n) => templates.isMade(n))).toEqual([
      true,
      true,
      false,
    ]);
    // Opened again within the day: nothing is made again.
    await Templates.open(await b.another(), { clock: fakeClock(now), made });
    expect([seed, demoA, demoB].map((m) => m.mock.calls.length)).toEqual([0, 1, 1]);
  });

  it('upgrades an older template and stores it again; a damaged one is set aside', async () => {
    const b = await backend();
    await b.put(SEED_TEMPLATE, smallWorld(42), hours(1));
    await b.put('promoted', asVersion6(smallWorld(5)), hours(2));
    await b.put('broken', { version: WORLD_VERSION, users: 'not a list' }, hours(2));
    const warn = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const templates = await open(b.shelf);

    expect(await b.shelf.read('promoted')).toMatchObject({ version: WORLD_VERSION });
    expect((await templates.read('promoted')).meta.seed).toBe(5);
    expect(await templates.list()).toEqual(['promoted', 'seed']);
    expect(await templates.has('broken')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The template "broken" is damaged'));
    expect(await b.keptAside('broken')).toBe(true);
  });

  it('learns of templates another process saved', async () => {
    const b = await backend();
    await b.put(SEED_TEMPLATE, smallWorld(42), hours(1));
    const [one, two] = [await open(b.shelf), await open(await b.another())];
    await one.save('shared', smallWorld(9));
    expect(await two.has('shared')).toBe(true);
    expect((await two.read('shared')).meta.seed).toBe(9);
  });

  it('reads a template again once another process saved it again', async () => {
    const b = await backend();
    await b.put(SEED_TEMPLATE, smallWorld(42), hours(1));
    const one = await Templates.open(b.shelf, { clock: fakeClock(now), made: {} });
    const clock = fakeClock(now);
    const two = await Templates.open(await b.another(), { clock, made: {} });
    await two.save('shared', smallWorld(9));
    expect((await one.read('shared')).meta.seed).toBe(9);
    clock.advance(60_000);
    await two.save('shared', smallWorld(10));
    expect((await one.read('shared')).meta.seed).toBe(10);
    // Read once while unchanged: the same world, not a new copy per reader.
    expect(await one.read('shared')).toBe(await one.read('shared'));
  });
}
