import type { Clock } from '../../simulation/clock';
import { worldFromText } from '../engine/stored-world';
import { ShelfFullError, type SnapshotShelf } from '../ports/snapshot-shelf';

/** For tests and the memory store: the same shelf, in memory, its times by `clock`. */
export function memoryShelf(clock: Clock): SnapshotShelf {
  const saved = new Map<string, { json: string; savedAt: Date }>();
  const info = (name: string, s: { json: string; savedAt: Date }) => ({
    name,
    savedAt: s.savedAt,
    sizeBytes: Buffer.byteLength(s.json),
  });
  return {
    list: async () =>
      [...saved].map(([name, s]) => info(name, s)).sort((a, b) => a.name.localeCompare(b.name)),
    async save(name, world, maxBytes = Infinity) {
      const entry = { json: JSON.stringify(world), savedAt: clock.now() };
      const others = [...saved].reduce(
        (sum, [other, s]) => (other === name ? sum : sum + Buffer.byteLength(s.json)),
        0,
      );
      if (others + Buffer.byteLength(entry.json) > maxBytes) throw new ShelfFullError();
      saved.set(name, entry);
      return info(name, entry);
    },
    totalBytes: async () => [...saved.values()].reduce((n, s) => n + Buffer.byteLength(s.json), 0),
    load: async (name) => {
      const entry = saved.get(name);
      return entry ? worldFromText(entry.json).world : null;
    },
    delete: async (name) => saved.delete(name),
  };
}
