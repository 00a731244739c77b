import { describe, expect, it } from 'vitest';
import { emptyWorld } from '../../model/empty-world';
import type { JournalEntry } from './durability';
import type { VirtualMachine, World } from '../../model/schema';
import { CommitConflict, KeptChangingError, type Durability } from './durability';
import { Store } from './store';
import { testVm } from '../../testing/test-records';

const now = new Date('2026-03-15T10:00:00Z');
const world = () => {
  const w = emptyWorld({ seed: 1, now, jwtSecret: 's' });
  w.virtualMachines.push(testVm({ id: 1 }), testVm({ id: 2 }));
  w.counters.virtualMachines = 2;
  return w;
};

/**
 * The rules of a world shared by several processes, on a numbered log that each store's
 * durability appends to at its own version (as the PostgreSQL journal's primary key does).
 * The database itself is tested in tests/postgres.
 */
function sharedLog() {
  const versions: JournalEntry[][] = [];
  let conflictsToForce = 0;
  let reads = 0;
  const copy = (): Durability & { version: number } => {
    const d = {
      version: 0,
      journalSize: 0,
      async append(entries: readonly JournalEntry[]) {
        await Promise.resolve();
        if (conflictsToForce > 0 || versions.length !== d.version) {
          if (conflictsToForce > 0) conflictsToForce--;
          throw new CommitConflict();
        }
        versions.push(JSON.parse(JSON.stringify(entries)) as JournalEntry[]);
        d.version = versions.length;
      },
      async catchUp() {
        reads++;
        await Promise.resolve();
        if (d.version === versions.length) return null;
        const entries = versions.slice(d.version).flat();
        d.version = versions.length;
        return { entries };
      },
      snapshot: async () => {},
      close: async () => {},
    };
    return d;
  };
  return {
    versions,
    store: () => new Store(world(), copy(), 'postgres', 'test'),
    forceConflicts: (n: number) => (conflictsToForce = n),
    reads: () => reads,
  };
}

const rename = (id: number, name: string) => (w: World) => {
  const vm = w.virtualMachines.find((v) => v.id === id);
  if (vm) vm.name = name;
};

const nameOf = (store: Store, id: number) =>
  store.data.virtualMachines.find((v) => v.id === id)?.name;

describe('Store shared by several processes', () => {
  it('catches up with what another copy committed', async () => {
    const log = sharedLog();
    const [a, b] = [log.store(), log.store()];
    await a.mutate((w) => void ((w.virtualMachines.first() as VirtualMachine).name = 'by-a'));
    expect(nameOf(b, 1)).not.toBe('by-a');
    await b.catchUp();
    expect(nameOf(b, 1)).toBe('by-a');
  });

  it('runs a change again on the newer world when another copy committed first: no update is lost', async () => {
    const log = sharedLog();
    const [a, b] = [log.store(), log.store()];
    const addOne = (w: World) => {
      w.counters.virtualMachines += 1;
      return w.counters.virtualMachines;
    };
    const results = await Promise.all([a.mutate(addOne), b.mutate(addOne), a.mutate(addOne)]);
    expect(results.sort()).toEqual([3, 4, 5]);
    await Promise.all([a.catchUp(), b.catchUp()]);
    expect(a.data.counters.virtualMachines).toBe(5);
    expect(b.data.counters.virtualMachines).toBe(5);
    expect(log.versions.flat()).toHaveLength(3);
  });

  it('refuses a change that the newer world no longer allows, and keeps the others', async () => {
    const log = sharedLog();
    const [a, b] = [log.store(), log.store()];
    await a.mutate((w) => void w.virtualMachines.remove(2));
    const rename = b.mutate((w) => {
      const vm = w.virtualMachines.find((v) => v.id === 2);
      if (!vm) throw new Error('VM 2 is gone');
      vm.name = 'late';
    });
    await expect(rename).rejects.toThrow('VM 2 is gone');
    expect(b.data.virtualMachines.map((v) => v.id)).toEqual([1]);
  });

  it('gives up with a clear error when the world keeps changing under the change', async () => {
    const log = sharedLog();
    const a = log.store();
    log.forceConflicts(10);
    const rename = a.mutate((w) => void ((w.virtualMachines.first() as VirtualMachine).name = 'x'));
    await expect(rename).rejects.toBeInstanceOf(KeptChangingError);
    expect(log.versions).toHaveLength(0);
  });

  it('serves a burst of requests catching up with one read after the one in flight', async () => {
    const log = sharedLog();
    const [a, b] = [log.store(), log.store()];
    const first = b.catchUp();
    await a.mutate(rename(1, 'while b reads'));
    const burst = [b.catchUp(), b.catchUp(), b.catchUp()];
    await Promise.all([first, ...burst]);
    expect(log.reads()).toBe(2);
    expect(nameOf(b, 1)).toBe('while b reads');
  });

  it('a reset reaches the other copies as changes', async () => {
    const log = sharedLog();
    const [a, b] = [log.store(), log.store()];
    const fresh = world();
    fresh.virtualMachines.remove(1);
    fresh.counters.virtualMachines = 7;
    await a.replace(fresh);
    await b.catchUp();
    expect(b.data.virtualMachines.map((v) => v.id)).toEqual([2]);
    expect(b.data.counters.virtualMachines).toBe(7);
    expect(Object.isFrozen(b.data.virtualMachines)).toBe(true);
  });
});
