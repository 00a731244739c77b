import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../model/empty-world';
import { records } from '../model/records';
import type { World } from '../model/schema';
import { copyOfWorld } from '../model/world-json';
import { openMemoryStore } from '../storage/memory/memory-store';
import { testVm } from '../testing/test-records';
import { nextDueAt } from './next-due';

const now = new Date('2026-03-15T10:00:00Z');
const inTransition = (id: number, startedAt: string) =>
  testVm({
    id,
    status: 'Starting',
    transition: { from: 'Stopped', to: 'Running', startedAt, durationMs: 30_000 },
  });

/** A committed world of `size` quiet VMs, in a store whose changes the index follows. */
async function storeOf(size: number) {
  const world = emptyWorld({ seed: 1, now, jwtSecret: 's' });
  for (let id = 1; id <= size; id++) world.virtualMachines.push(testVm({ id }));
  return openMemoryStore(world);
}

/** What walking the whole world says: the answer the index must always agree with. */
const walked = (world: World) => nextDueAt(copyOfWorld(world));

describe('nextDueAt, followed change by change', () => {
  it('learns of a VM put in transition, and forgets it once it settles', async () => {
    const store = await storeOf(50);
    expect(nextDueAt(store.data)).toBe(Infinity);
    await store.mutate((w) => {
      w.virtualMachines.put(inTransition(11, '2026-03-15T09:59:00.000Z'));
    });
    expect(nextDueAt(store.data)).toBe(Date.parse('2026-03-15T09:59:30.000Z'));
    await store.mutate((w) => {
      w.virtualMachines.put(testVm({ id: 11 }));
    });
    expect(nextDueAt(store.data)).toBe(Infinity);
  });

  it('follows several changes made between two questions, deletions and new records too', async () => {
    const store = await storeOf(20);
    nextDueAt(store.data);
    await store.mutate((w) => {
      w.virtualMachines.push(inTransition(21, '2026-03-15T09:58:00.000Z'));
    });
    await store.mutate((w) => {
      w.virtualMachines.push(inTransition(22, '2026-03-15T09:57:00.000Z'));
    });
    await store.mutate((w) => {
      w.virtualMachines.remove(22);
    });
    expect(nextDueAt(store.data)).toBe(Date.parse('2026-03-15T09:58:30.000Z'));
    expect(nextDueAt(store.data)).toBe(walked(store.data));
  });

  it('starts again from the world when a whole collection is replaced', async () => {
    const store = await storeOf(5);
    nextDueAt(store.data);
    await store.mutate((w) => {
      w.virtualMachines = records([inTransition(1, '2026-03-15T09:50:00.000Z')]);
    });
    expect(nextDueAt(store.data)).toBe(Date.parse('2026-03-15T09:50:30.000Z'));
  });

  it('keeps its answer for an older world after a newer one took the index on', async () => {
    const store = await storeOf(5);
    const before = store.data;
    expect(nextDueAt(before)).toBe(Infinity);
    await store.mutate((w) => {
      w.virtualMachines.push(inTransition(6, '2026-03-15T09:59:00.000Z'));
    });
    nextDueAt(store.data);
    expect(nextDueAt(before)).toBe(Infinity);
  });
});
