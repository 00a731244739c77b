import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DemoQuery, DemoRecord, DemoStore } from '../ports/demos';
import { writeFileDurably } from './snapshot-file';
import { sortedPage } from './demo-pages';
import { oneAtATime } from './one-at-a-time';
import { worldOfJson } from '../../model/world-json';

const DATES = new Set(['at', 'createdAt', 'expiresAt', 'revokedAt', 'lastOpenedAt', 'lastVisitAt']);
const revive = (key: string, value: unknown) =>
  DATES.has(key) && typeof value === 'string' ? new Date(value) : value;
const ID = /^[a-z0-9-]{1,64}$/;

/**
 * The demos in SANDBOX_DATA_DIR/console/demos/: <id>.json (the record, rewritten durably on
 * every change) and <id>.prepared.json (the world a reset returns to). Records are read once,
 * at start, and kept in memory: listing never reads a prepared world.
 */
export async function fileDemoStore(dir: string): Promise<DemoStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const records = new Map<string, DemoRecord>();
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json') || name.endsWith('.prepared.json')) continue;
    if (name.endsWith('.tmp')) continue;
    const record = JSON.parse(await readFile(path.join(dir, name), 'utf8'), revive) as DemoRecord;
    // Demos made before activity was recorded have no counts yet.
    records.set(record.id, {
      ...record,
      lastVisitAt: record.lastVisitAt ?? null,
      visits: record.visits ?? 0,
      actions: record.actions ?? 0,
    });
  }
  let secret: Promise<string> | undefined;
  // A record's changes one at a time: a revocation racing the prospect's activity being
  // counted once lost one of the two (or failed on the other's temporary file).
  const inTurn = oneAtATime();
  const recordFile = (id: string) => path.join(dir, `${id}.json`);
  const preparedFile = (id: string) => path.join(dir, `${id}.prepared.json`);
  const write = (record: DemoRecord) =>
    writeFileDurably(recordFile(record.id), JSON.stringify(record));
  const copy = (record: DemoRecord | undefined): DemoRecord | null =>
    record ? structuredClone(record) : null;
  const findBy = (test: (r: DemoRecord) => boolean) => {
    for (const record of records.values()) if (test(record)) return copy(record);
    return null;
  };

  return {
    async add(record, prepared) {
      await writeFileDurably(preparedFile(record.id), JSON.stringify(prepared));
      await write(record);
      records.set(record.id, structuredClone(record));
    },
    find: async (id) => copy(records.get(id)),
    byWorld: async (worldId) => findBy((r) => r.worldId === worldId),
    byLinkHash: async (hash) => findBy((r) => r.linkTokenHash === hash),
    list: async (query: DemoQuery) => {
      const page = sortedPage([...records.values()], query);
      return { total: page.total, data: page.data.map((r) => structuredClone(r)) };
    },
    change: (id, change, entry) =>
      inTurn(id, async () => {
        const record = records.get(id);
        if (!record) return false;
        const next = { ...record, ...change, history: [...record.history, entry] };
        await write(next);
        records.set(id, next);
        return true;
      }),
    engaged: (id, engagement) =>
      inTurn(id, async () => {
        const record = records.get(id);
        if (!record) return;
        const next = { ...record, ...engagement };
        records.set(id, next);
        await write(next);
      }),
    opened: (id, at) =>
      inTurn(id, async () => {
        const record = records.get(id);
        if (!record) return;
        const next = { ...record, lastOpenedAt: at, openCount: record.openCount + 1 };
        records.set(id, next);
        await write(next);
      }),
    async readPrepared(id) {
      if (!ID.test(id) || !records.has(id)) return null;
      return worldOfJson(JSON.parse(await readFile(preparedFile(id), 'utf8')) as object);
    },
    savePrepared: (id, world, entry) =>
      inTurn(id, async () => {
        if (!records.has(id)) return;
        await writeFileDurably(preparedFile(id), JSON.stringify(world));
        const record = records.get(id);
        if (!record) return;
        const next = { ...record, history: [...record.history, entry] };
        await write(next);
        records.set(id, next);
      }),
    remove: (id) =>
      inTurn(id, async () => {
        if (!records.delete(id)) return;
        await rm(recordFile(id), { force: true });
        await rm(preparedFile(id), { force: true });
      }),
    // Read (or made) once: every link of every listed demo is derived from it.
    linkSecret: () => (secret ??= readOrMakeSecret(path.join(dir, '..', 'link.secret'))),
  };
}

async function readOrMakeSecret(file: string): Promise<string> {
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  const made = randomBytes(32).toString('base64url');
  await writeFile(file, `${made}\n`, { mode: 0o600 });
  return made;
}
