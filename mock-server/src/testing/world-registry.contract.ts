import { expect, it } from 'vitest';
import { newWorldId } from '../hosting/trial/world-ids';
import type { WorldLead, WorldRecord, WorldRegistry } from '../storage/ports/world-registry';

/** Storage for one test: a registry on it, and the same storage opened again (a restart). */
export type RegistryStorage = {
  open(now: Date): Promise<WorldRegistry>;
  /** What a world's creation does before the registry records it (the file one: its folder). */
  prepare?(id: string): Promise<void>;
};

export const at = (minutes: number) => new Date(Date.UTC(2026, 2, 15, 10, minutes));

/**
 * The behaviour every WorldRegistry shares, run against each implementation: `storage` gives
 * new, empty storage for each test.
 */
export function describeWorldRegistry(storage: () => Promise<RegistryStorage>) {
  async function registryWithWorlds(count: number) {
    const store = await storage();
    const registry = await store.open(at(0));
    const records: WorldRecord[] = [];
    for (let i = 0; i < count; i++) {
      const id = newWorldId();
      await store.prepare?.(id);
      const record = {
        id,
        keyHash: `hash${i}`,
        template: 'seed',
        createdAt: at(i),
        lastSeenAt: at(i),
      };
      await registry.add(record);
      records.push(record);
    }
    return { store, registry, records };
  }

  it('keeps a fixed end apart from idleness, moved durably', async () => {
    const { store, registry, records } = await registryWithWorlds(2);
    const [idle, demo] = records as [WorldRecord, WorldRecord];
    await registry.setExpiry(demo.id, at(30));
    // A world with a fixed end is never idle; it ends at its end.
    expect((await registry.seenBefore(at(50), 10)).map((r) => r.id)).toEqual([idle.id]);
    expect(await registry.endedBy(at(29), 10)).toEqual([]);
    expect((await registry.endedBy(at(30), 10)).map((r) => r.id)).toEqual([demo.id]);
    await registry.setExpiry(demo.id, at(40));
    await registry.close();
    const reopened = await store.open(at(31));
    const found = await reopened.find(demo.id);
    expect(found.state === 'live' && found.record.expiresAt).toEqual(at(40));
    expect(await reopened.endedBy(at(35), 10)).toEqual([]);
    await reopened.close();
  });

  it('keeps a lead durably, replaced only from what was read, and its world apart in the sweep', async () => {
    const { store, registry, records } = await registryWithWorlds(3);
    const [keptWorld, asking, idle] = records as [WorldRecord, WorldRecord, WorldRecord];
    const kept: WorldLead = {
      kept: { at: at(5), name: 'Ada', workEmail: 'ada@example.com', company: 'Acme' },
      contacts: [],
    };
    expect(await registry.replaceLead(keptWorld.id, null, kept)).toBe(true);
    // A second request that read the world before the first one's write: refused, to re-read.
    expect(await registry.replaceLead(keptWorld.id, null, kept)).toBe(false);
    const contact = { at: at(6), message: 'Call me', preferredContact: '+44 20 7946 0000' };
    const asked: WorldLead = { kept: null, contacts: [contact] };
    expect(await registry.replaceLead(asking.id, null, asked)).toBe(true);
    expect(await registry.replaceLead(newWorldId(), null, asked)).toBe(false);

    // A kept world is never idle by the trial's lifetime; it has its own, longer one.
    expect((await registry.seenBefore(at(50), 10)).map((r) => r.id)).toEqual([asking.id, idle.id]);
    expect((await registry.keptSeenBefore(at(50), 10)).map((r) => r.id)).toEqual([keptWorld.id]);
    expect(await registry.keptSeenBefore(at(0), 10)).toEqual([]);
    expect((await registry.withLeads(10)).map((r) => r.id)).toEqual([asking.id, keptWorld.id]);
    expect(await registry.withLeads(1)).toHaveLength(1);
    await registry.close();

    const reopened = await store.open(at(40));
    const found = await reopened.find(keptWorld.id);
    expect(found.state === 'live' && found.record.lead).toEqual(kept);
    const both: WorldLead = { ...kept, contacts: [contact] };
    expect(await reopened.replaceLead(keptWorld.id, kept, both)).toBe(true);
    const again = await reopened.find(keptWorld.id);
    expect(again.state === 'live' && again.record.lead).toEqual(both);
    await reopened.remove(keptWorld.id, 'expired', at(41));
    expect((await reopened.withLeads(10)).map((r) => r.id)).toEqual([asking.id]);
    expect(await reopened.replaceLead(keptWorld.id, both, kept)).toBe(false);
    await reopened.close();
  });

  it('finds worlds by id and lists the least recently seen first', async () => {
    const { registry, records } = await registryWithWorlds(3);
    const [a, b, c] = records as [WorldRecord, WorldRecord, WorldRecord];
    registry.seen(a.id, at(10));
    expect((await registry.find(b.id)).state).toBe('live');
    expect((await registry.find(newWorldId())).state).toBe('unknown');
    const stale = await registry.seenBefore(at(5), 10);
    expect(stale.map((r) => r.id)).toEqual([b.id, c.id]);
    expect(await registry.seenBefore(at(5), 1)).toHaveLength(1);
    await registry.close();
  });

  it('answers with what it was given, and its own last-seen times at once', async () => {
    const { registry, records } = await registryWithWorlds(2);
    const [a, b] = records as [WorldRecord, WorldRecord];
    expect(await registry.find(a.id)).toMatchObject({
      state: 'live',
      record: { id: a.id, keyHash: 'hash0', template: 'seed', createdAt: at(0), lastSeenAt: at(0) },
    });
    registry.seen(a.id, at(20));
    const found = await registry.find(a.id);
    expect(found.state === 'live' && found.record.lastSeenAt).toEqual(at(20));
    const listed = await registry.list();
    expect(listed.map((r) => r.id)).toEqual([b.id, a.id]);
    expect(await registry.count()).toBe(2);
    await registry.close();
  });

  it('keeps worlds, last-seen times and removals across a restart', async () => {
    const { store, registry, records } = await registryWithWorlds(2);
    const [kept, removed] = records as [WorldRecord, WorldRecord];
    registry.seen(kept.id, at(30));
    await registry.remove(removed.id, 'deleted', at(31));
    await registry.close();

    const reopened = await store.open(at(40));
    const found = await reopened.find(kept.id);
    expect(found.state === 'live' && found.record.lastSeenAt).toEqual(at(30));
    expect(await reopened.find(removed.id)).toMatchObject({
      state: 'removed',
      removed: { reason: 'deleted' },
    });
    expect(await reopened.count()).toBe(1);
    await reopened.close();
  });

  it('keeps a removed world as a tombstone: not live, not listed, its first reason kept', async () => {
    const { registry, records } = await registryWithWorlds(2);
    const [gone, kept] = records as [WorldRecord, WorldRecord];
    await registry.remove(gone.id, 'expired', at(5));
    await registry.remove(gone.id, 'deleted', at(6));
    registry.seen(gone.id, at(7));
    expect(await registry.find(gone.id)).toEqual({
      state: 'removed',
      removed: { id: gone.id, reason: 'expired', removedAt: at(5) },
    });
    expect(await registry.count()).toBe(1);
    expect((await registry.list()).map((r) => r.id)).toEqual([kept.id]);
    expect((await registry.seenBefore(at(50), 10)).map((r) => r.id)).toEqual([kept.id]);
    await registry.close();
  });

  it('keeps a quarantined world, counted and listed, but never offers it to the sweep', async () => {
    const { store, registry, records } = await registryWithWorlds(2);
    const [damaged, idle] = records as [WorldRecord, WorldRecord];
    await registry.quarantine(damaged.id, { at: at(3), reason: 'the journal is torn' });
    expect(await registry.find(damaged.id)).toMatchObject({
      state: 'live',
      record: { quarantined: { at: at(3), reason: 'the journal is torn' } },
    });
    expect((await registry.seenBefore(at(50), 10)).map((r) => r.id)).toEqual([idle.id]);
    expect(await registry.count()).toBe(2);
    expect(await registry.list()).toHaveLength(2);
    await registry.close();

    const reopened = await store.open(at(60));
    expect(await reopened.find(damaged.id)).toMatchObject({
      record: { quarantined: { reason: 'the journal is torn' } },
    });
    await reopened.close();
  });
}
