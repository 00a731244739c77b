import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { World } from '../../model/schema';
import type { DemoRecord } from '../ports/demos';
import { newWorldId } from '../../hosting/trial/world-ids';
import { describeDemos } from '../../testing/demos.contract';
import { fileDemoStore } from './file-demos';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('file demos', () => {
  describeDemos(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demos-'));
    dirs.push(dir);
    const store = await fileDemoStore(path.join(dir, 'demos'));
    return { store, world: async () => newWorldId() };
  });
});

describe('file demos written at once', () => {
  it('keeps every change of a record changed by many at once, in memory and on disk', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'demos-'));
    dirs.push(dir);
    const store = await fileDemoStore(path.join(dir, 'demos'));
    const by = {
      kind: 'operator',
      id: null,
      name: 'Operator',
    } as unknown as DemoRecord['createdBy'];
    const at = new Date(Date.UTC(2026, 2, 15, 10));
    const record = {
      id: 'demo-1',
      worldId: newWorldId(),
      company: 'Acme',
      template: 'seed',
      persona: 'trial@example.com',
      logoUrl: null,
      tabIconUrl: null,
      contact: { name: null, email: null },
      note: '',
      createdBy: by,
      createdAt: at,
      expiresAt: new Date(at.getTime() + 86_400_000),
      revokedAt: null,
      lastOpenedAt: null,
      openCount: 0,
      lastVisitAt: null,
      visits: 0,
      actions: 0,
      linkTokenHash: 'hash',
      history: [],
    } satisfies DemoRecord;
    await store.add(record, {} as World);
    // A revocation while the prospect's link is opened and their activity counted.
    await Promise.all([
      store.change(record.id, { revokedAt: at }, { at, by, action: 'revoked', detail: '' }),
      ...Array.from({ length: 5 }, (_, i) => [
        store.opened(record.id, at),
        store.engaged(record.id, { lastVisitAt: at, visits: i + 1, actions: i }),
      ]).flat(),
    ]);
    for (const seen of [store, await fileDemoStore(path.join(dir, 'demos'))]) {
      const found = await seen.find(record.id);
      expect(found?.revokedAt).toEqual(at);
      expect(found?.openCount).toBe(5);
      expect(found?.visits).toBe(5);
      expect(found?.history.map((h) => h.action)).toEqual(['revoked']);
    }
  });
});
