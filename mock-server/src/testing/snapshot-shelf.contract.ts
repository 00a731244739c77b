import { expect, it } from 'vitest';
import { emptyWorld } from '../model/empty-world';
import { ShelfFullError, type SnapshotShelf } from '../storage/ports/snapshot-shelf';

/** A backend's snapshot shelves for one test: a new world's, and how it sizes a snapshot. */
export type ShelfBackend = {
  /** The shelf of a new world; with `other`, the same world's shelf as another process sees it. */
  shelves(): Promise<{ shelf: SnapshotShelf; other?: SnapshotShelf }>;
  /** The bytes a snapshot of the world takes on this backend. */
  sizeOf(world: object): number;
};

const world = () => Object.freeze(emptyWorld({ seed: 7, now: new Date(0), jwtSecret: 's' }));

/** How every shelf counts its room, whatever keeps it. */
export function describeShelfRoom(backend: () => Promise<ShelfBackend>): void {
  it('counts saves in flight against maxBytes: of ten at once, only those that fit are written', async () => {
    const { shelves, sizeOf } = await backend();
    const { shelf, other = shelf } = await shelves();
    const saved = world();
    const size = sizeOf(saved);
    // Through both processes where there are two: each counts what the other saved.
    const saves = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : shelf).save(`copy ${i}`, saved, size * 3.5),
      ),
    );
    expect(saves.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    for (const refused of saves.filter((s) => s.status === 'rejected'))
      expect(refused.reason).toBeInstanceOf(ShelfFullError);
    expect(await shelf.list()).toHaveLength(3);
    expect(await other.totalBytes()).toBe(size * 3);
  });

  it('counts a snapshot saved again under its name once, and frees what a deletion took', async () => {
    const { shelves, sizeOf } = await backend();
    const { shelf } = await shelves();
    const saved = world();
    const size = sizeOf(saved);
    await shelf.save('a', saved, size * 2);
    await shelf.save('b', saved, size * 2);
    await shelf.save('a', saved, size * 2);
    expect(await shelf.totalBytes()).toBe(size * 2);
    await expect(shelf.save('c', saved, size * 2)).rejects.toBeInstanceOf(ShelfFullError);
    await shelf.delete('a');
    expect(await shelf.totalBytes()).toBe(size);
    await shelf.save('c', saved, size * 2);
    expect((await shelf.list()).map((s) => s.name)).toEqual(['b', 'c']);
  });
}
