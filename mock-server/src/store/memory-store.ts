import { Low, Memory } from 'lowdb';
import type { World } from './schema';
import { storeOver, type Store } from './store';

/** For tests: the same Store, nothing touches the disk. */
export async function openMemoryStore(world: World): Promise<Store> {
  const db = new Low<World>(new Memory<World>(), world);
  await db.write();
  return storeOver(db, 'memory', ':memory:');
}
