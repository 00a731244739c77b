import { describe, expect, it, vi } from 'vitest';
import type { WorldDeps } from '../../application/world-deps';
import { LoadedWorlds } from './loaded-worlds';

/** A stand-in world: only its store's close is looked at. */
function opener() {
  const closed: string[] = [];
  const opened: string[] = [];
  const open = vi.fn(async (id: string) => {
    opened.push(id);
    return { id, store: { close: async () => void closed.push(id) } } as unknown as WorldDeps;
  });
  return { open, opened, closed };
}

describe('LoadedWorlds', () => {
  it('opens a world once for requests that arrive together', async () => {
    const o = opener();
    const loaded = new LoadedWorlds(10);
    const [a, b] = await Promise.all([
      loaded.acquire('w1', () => o.open('w1')),
      loaded.acquire('w1', () => o.open('w1')),
    ]);
    expect(a.world).toBe(b.world);
    expect(o.open).toHaveBeenCalledTimes(1);
  });

  it('gives a world in memory at once, held until released', async () => {
    const o = opener();
    const loaded = new LoadedWorlds(1);
    const first = await loaded.acquire('w1', () => o.open('w1'));
    const second = loaded.acquire('w1', () => o.open('w1'));
    // No promise: a request to a world in memory finds it in the turn it was read in.
    expect(second).not.toBeInstanceOf(Promise);
    expect((second as Awaited<typeof second>).world).toBe(first.world);
    first.release();
    // Still held by the second: another world past the limit does not close it.
    await loaded.acquire('w2', () => o.open('w2'));
    expect(o.closed).toEqual([]);
    (second as Awaited<typeof second>).release();
    await loaded.acquire('w3', () => o.open('w3'));
    expect(o.closed).toContain('w1');
    expect(o.open).toHaveBeenCalledTimes(3);
  });

  it('closes the least recently used idle world past the limit, never a busy one', async () => {
    const o = opener();
    const loaded = new LoadedWorlds(1);
    const first = await loaded.acquire('w1', () => o.open('w1'));
    const second = await loaded.acquire('w2', () => o.open('w2'));
    // w1 is still held by its request: both stay open for now.
    expect(loaded.size).toBe(2);
    first.release();
    second.release();
    await loaded.acquire('w3', () => o.open('w3'));
    await loaded.closeAll();
    expect(o.closed.slice(0, 2)).toEqual(['w1', 'w2']);
  });

  it('closes a removed world once the requests in it have finished, and gives it to no new one', async () => {
    const o = opener();
    const loaded = new LoadedWorlds(10);
    const inFlight = await loaded.acquire('w1', () => o.open('w1'));
    let dropped = false;
    const dropping = loaded.drop('w1').then(() => (dropped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(o.closed).toEqual([]);
    expect(dropped).toBe(false);
    expect(loaded.has('w1')).toBe(false);
    inFlight.release();
    await dropping;
    expect(o.closed).toEqual(['w1']);
  });

  it('closes a removed world anyway when a request holds it too long', async () => {
    const o = opener();
    const loaded = new LoadedWorlds(10);
    await loaded.acquire('w1', () => o.open('w1'));
    await loaded.drop('w1', 10);
    expect(o.closed).toEqual(['w1']);
  });

  it('reopens a closed world only once its files are written', async () => {
    const events: string[] = [];
    const finishClosing = new Map<string, () => void>();
    const open = vi.fn(async (id: string) => {
      events.push(`open ${id}`);
      const closing = new Promise<void>((resolve) => finishClosing.set(id, resolve));
      const close = () => closing.then(() => void events.push(`closed ${id}`));
      return { id, store: { close } } as unknown as WorldDeps;
    });
    const loaded = new LoadedWorlds(1);
    (await loaded.acquire('w1', () => open('w1'))).release();
    (await loaded.acquire('w2', () => open('w2'))).release(); // w1 starts closing
    const again = loaded.acquire('w1', () => open('w1'));
    finishClosing.get('w1')?.();
    await again;
    expect(events).toEqual(['open w1', 'open w2', 'closed w1', 'open w1']);
  });
});
