import { describe, expect, it } from 'vitest';
import { applyChanges, type Change } from '../../model/changes';
import { emptyWorld } from '../../model/empty-world';
import type { JournalEntry } from './durability';
import type { World } from '../../model/schema';
import { refuseAfterSaving } from '../../model/refusal-after-saving';
import { copyOfWorld, jsonOfWorld } from '../../model/world-json';
import { SaveFailedError, Store } from './store';
import type { Durability } from './durability';
import { testVm } from '../../testing/test-records';

const now = new Date('2026-03-15T10:00:00Z');
const world = () => {
  const w = emptyWorld({ seed: 1, now, jwtSecret: 's' });
  w.virtualMachines.push(testVm({ id: 1 }), testVm({ id: 2 }), testVm({ id: 3 }));
  w.counters.virtualMachines = 3;
  return w;
};

/** A disk that records what it is asked to write, and can be made to fail or to wait. */
function fakeDisk() {
  const writes: JournalEntry[][] = [];
  let failNext = false;
  let gate: Promise<void> | null = null;
  let open = () => {};
  const disk: Durability & {
    writes: typeof writes;
    failNext: () => void;
    hold: () => () => void;
  } = {
    writes,
    journalSize: 0,
    async append(entries) {
      if (gate) await gate;
      if (failNext) {
        failNext = false;
        throw new Error('disk full');
      }
      writes.push([...entries]);
    },
    snapshot: async () => {},
    close: async () => {},
    failNext: () => {
      failNext = true;
    },
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
      return () => {
        gate = null;
        open();
      };
    },
  };
  return disk;
}

const rename = (id: number, name: string) => (w: World) => {
  const vm = w.virtualMachines.find((v) => v.id === id);
  if (vm) vm.name = name;
};

describe('Store', () => {
  it('journals only the records a mutation changed, and shows them once durable', async () => {
    const disk = fakeDisk();
    const store = new Store(world(), disk, 'memory', 'test');
    await store.mutate(rename(2, 'renamed'));
    expect(disk.writes).toHaveLength(1);
    const changes = disk.writes[0]?.[0]?.changes as Change[];
    expect(changes).toEqual([
      {
        op: 'put',
        key: 'virtualMachines',
        record: expect.objectContaining({ id: 2, name: 'renamed' }),
      },
    ]);
    expect(store.data.virtualMachines.byId(2)?.name).toBe('renamed');
  });

  it('writes nothing when a mutation changes nothing', async () => {
    const disk = fakeDisk();
    const store = new Store(world(), disk, 'memory', 'test');
    expect(await store.mutate((w) => w.virtualMachines.length)).toBe(3);
    expect(disk.writes).toHaveLength(0);
  });

  it('groups mutations that arrive while a write is in flight into one write', async () => {
    const disk = fakeDisk();
    const store = new Store(world(), disk, 'memory', 'test');
    const release = disk.hold();
    const first = store.mutate(rename(1, 'a'));
    const rest = [store.mutate(rename(2, 'b')), store.mutate(rename(3, 'c'))];
    expect(store.data.virtualMachines.byId(1)?.name).toBe('vm-1'); // not durable yet
    release();
    await Promise.all([first, ...rest]);
    expect(disk.writes.map((w) => w.length)).toEqual([1, 2]);
    expect(store.data.virtualMachines.map((v) => v.name)).toEqual(['a', 'b', 'c']);
  });

  it('drops a failed write and everything made on top of it, then carries on', async () => {
    const disk = fakeDisk();
    const store = new Store(world(), disk, 'memory', 'test');
    const release = disk.hold();
    disk.failNext();
    const failed = store.mutate(rename(1, 'lost'));
    const onTop = store.mutate(rename(2, 'also lost'));
    release();
    await expect(failed).rejects.toBeInstanceOf(SaveFailedError);
    await expect(onTop).rejects.toBeInstanceOf(SaveFailedError);
    expect(store.data.virtualMachines.map((v) => v.name)).toEqual(['vm-1', 'vm-2', 'vm-3']);
    await store.mutate(rename(3, 'kept'));
    expect(store.data.virtualMachines.map((v) => v.name)).toEqual(['vm-1', 'vm-2', 'kept']);
  });

  it('leaves nothing changed when a mutation throws', async () => {
    const store = new Store(world(), fakeDisk(), 'memory', 'test');
    await expect(
      store.mutate((w) => {
        rename(1, 'half')(w);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(store.data.virtualMachines.byId(1)?.name).toBe('vm-1');
  });

  it('keeps the bookkeeping of a refusal that asks for it, then refuses', async () => {
    const store = new Store(world(), fakeDisk(), 'memory', 'test');
    await expect(
      store.mutate((w) => {
        rename(1, 'counted')(w);
        throw refuseAfterSaving(new Error('wrong code'));
      }),
    ).rejects.toThrow('wrong code');
    expect(store.data.virtualMachines.byId(1)?.name).toBe('counted');
  });

  it('refuses an asynchronous mutation', async () => {
    const store = new Store(world(), fakeDisk(), 'memory', 'test');
    await expect(store.mutate(async () => 1)).rejects.toThrow('A mutation must be synchronous');
  });

  it('freezes committed state, so a change outside a mutation fails loudly', async () => {
    const store = new Store(world(), fakeDisk(), 'memory', 'test');
    await store.mutate(rename(1, 'x'));
    expect(() => {
      (store.data.virtualMachines.byId(1) as { name: string }).name = 'sneaky';
    }).toThrow(TypeError);
    expect(() => store.data.virtualMachines.push(testVm({ id: 9 }))).toThrow(TypeError);
  });

  it('replays its journal onto the old world to the same world, even twice', async () => {
    const disk = fakeDisk();
    const start = world();
    const store = new Store(copyOfWorld(start), disk, 'memory', 'test');
    await store.mutate(rename(2, 'b'));
    await store.mutate((w) => {
      w.counters.virtualMachines += 1;
      w.virtualMachines.push(testVm({ id: 4 }));
      w.virtualMachines.remove(1);
    });
    const replayed = jsonOfWorld(start);
    const entries = disk.writes.flat();
    for (const e of [...entries, ...entries]) applyChanges(replayed, e.changes);
    expect(replayed).toEqual(jsonOfWorld(store.data));
  });

  it('folds the journal into a snapshot once it outgrows both the limit and the snapshot', async () => {
    const disk: ReturnType<typeof fakeDisk> & { journalSize: number } = fakeDisk();
    let snapshots = 0;
    Object.assign(disk, {
      snapshotSize: 100,
      snapshot: async () => {
        snapshots++;
        disk.journalSize = 0;
      },
    });
    const store = new Store(world(), disk, 'memory', 'test', { journalLimitBytes: 10 });
    disk.journalSize = 50; // past the limit, still smaller than the snapshot
    await store.mutate(rename(1, 'a'));
    await store.mutate(rename(1, 'b'));
    expect(snapshots).toBe(0);
    disk.journalSize = 150;
    await store.mutate(rename(1, 'c'));
    await store.mutate(rename(1, 'd'));
    expect(snapshots).toBe(1);
  });
});
