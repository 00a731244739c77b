import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileWorldRegistry } from './file-world-registry';
import { newWorldId } from './world-ids';
import type { WorldRecord } from './world-registry';

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 15, 10, minutes));

async function registryWithWorlds(count: number) {
  const root = await mkdtemp(path.join(tmpdir(), 'registry-'));
  const registry = await FileWorldRegistry.open(root, at(0));
  const records: WorldRecord[] = [];
  for (let i = 0; i < count; i++) {
    const id = newWorldId();
    await mkdir(path.join(root, id));
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
  return { root, registry, records };
}

describe('FileWorldRegistry', () => {
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

  it('keeps worlds, last-seen times and removals across a restart', async () => {
    const { root, registry, records } = await registryWithWorlds(2);
    const [kept, removed] = records as [WorldRecord, WorldRecord];
    registry.seen(kept.id, at(30));
    await registry.remove(removed.id, 'deleted', at(31));
    await registry.close();

    const reopened = await FileWorldRegistry.open(root, at(40));
    const found = await reopened.find(kept.id);
    expect(found.state === 'live' && found.record.lastSeenAt).toEqual(at(30));
    expect(await reopened.find(removed.id)).toMatchObject({
      state: 'removed',
      removed: { reason: 'deleted' },
    });
    expect(await reopened.count()).toBe(1);
    await reopened.close();
  });

  it('finishes at start what a crash interrupted: a creation without its record, a removal', async () => {
    const { root, registry, records } = await registryWithWorlds(1);
    const removed = records[0] as WorldRecord;
    await registry.remove(removed.id, 'expired', at(5));
    await registry.close();
    const unfinished = newWorldId();
    await mkdir(path.join(root, unfinished));
    await writeFile(path.join(root, unfinished, 'db.json'), '{}');

    const reopened = await FileWorldRegistry.open(root, at(6));
    expect(existsSync(path.join(root, unfinished))).toBe(false);
    expect(existsSync(path.join(root, removed.id))).toBe(false);
    expect((await reopened.find(unfinished)).state).toBe('unknown');
    await reopened.close();
  });
});
