import type { World } from '../../model/schema';
import { Store } from '../engine/store';
import type { Durability } from '../engine/durability';

const nowhere: Durability = {
  append: async () => {},
  snapshot: async () => {},
  journalSize: 0,
  close: async () => {},
};

/** For tests: the same Store, nothing touches the disk. */
export async function openMemoryStore(world: World): Promise<Store> {
  return new Store(world, nowhere, 'memory', ':memory:');
}
