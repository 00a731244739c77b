import { expect, it } from 'vitest';
import type { ActivityStore, StoredActivity } from '../storage/ports/activity';

/** A backend's activity store for one test. */
export type ActivityBackend = {
  store: ActivityStore;
  /** The same store as another process sees it, where several share it. */
  another?: () => Promise<ActivityStore>;
  /** A world whose activity may be kept. */
  world(): Promise<string>;
};

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 15, 10, minutes));
const event = (minutes: number, over: Partial<StoredActivity> = {}): StoredActivity => ({
  at: at(minutes),
  kind: 'page',
  detail: `/page-${minutes}`,
  visitor: 'v1',
  ...over,
});

/** What every activity store does, whatever keeps it. */
export function describeActivity(backend: () => Promise<ActivityBackend>): void {
  it('keeps events in the order appended, batch after batch', async () => {
    const { store, world } = await backend();
    const id = await world();
    await store.append(id, [event(0, { kind: 'opened', detail: '' }), event(1)]);
    await store.append(id, [event(2, { kind: 'vm.created', detail: 'web-1', visitor: null })]);
    expect(await store.read(id)).toEqual([
      event(0, { kind: 'opened', detail: '' }),
      event(1),
      event(2, { kind: 'vm.created', detail: 'web-1', visitor: null }),
    ]);
  });

  it('keeps each world to itself and reads several at once', async () => {
    const { store, world } = await backend();
    const [a, b, quiet] = [await world(), await world(), await world()];
    await store.append(a, [event(1)]);
    await store.append(b, [event(2), event(3)]);
    const many = await store.readMany([a, b, quiet]);
    expect(many.get(a)).toEqual([event(1)]);
    expect(many.get(b)).toEqual([event(2), event(3)]);
    expect(many.get(quiet)).toEqual([]);
    expect(await store.read(quiet)).toEqual([]);
  });

  it('takes an empty batch as nothing', async () => {
    const { store, world } = await backend();
    const id = await world();
    await store.append(id, []);
    expect(await store.read(id)).toEqual([]);
  });

  it('forgets a removed world', async () => {
    const { store, world } = await backend();
    const [gone, kept] = [await world(), await world()];
    await store.append(gone, [event(1)]);
    await store.append(kept, [event(1)]);
    await store.remove(gone);
    expect(await store.read(gone)).toEqual([]);
    expect(await store.read(kept)).toEqual([event(1)]);
  });

  it('shows one process what another appended', async () => {
    const { store, another, world } = await backend();
    if (!another) return;
    const id = await world();
    await (await another()).append(id, [event(4)]);
    expect(await store.read(id)).toEqual([event(4)]);
  });
}
