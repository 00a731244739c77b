import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { DeliveryRecord, DeliveryStore } from '../ports/deliveries';
import { writeFileDurably } from './snapshot-file';

const DATES = new Set(['createdAt', 'nextAttemptAt', 'lastAttemptAt', 'deliveredAt']);
const revive = (key: string, value: unknown) =>
  DATES.has(key) && typeof value === 'string' ? new Date(value) : value;
const newestFirst = (a: DeliveryRecord, b: DeliveryRecord) =>
  +b.createdAt - +a.createdAt || b.id.localeCompare(a.id);

/**
 * The webhook outbox in SANDBOX_DATA_DIR/console/deliveries/: <id>.json per delivery, written
 * durably (fsync, rename, fsync of the folder) before enqueue resolves and on every outcome,
 * read once at start. One process holds the folder, so a claim lives in memory only: after a
 * crash, what was in flight is due again at once.
 */
export async function fileDeliveryStore(dir: string): Promise<DeliveryStore> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const records = new Map<string, DeliveryRecord>();
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.json')) continue;
    const record = JSON.parse(await readFile(path.join(dir, name), 'utf8'), revive);
    records.set((record as DeliveryRecord).id, record as DeliveryRecord);
  }
  const file = (id: string) => path.join(dir, `${id}.json`);
  // One write at a time: two writes of one delivery never share its temporary file.
  let writing = Promise.resolve();
  const save = (record: DeliveryRecord) => {
    const text = JSON.stringify(record);
    writing = writing.catch(() => {}).then(() => writeFileDurably(file(record.id), text));
    return writing;
  };
  const change = async (id: string, fields: Partial<DeliveryRecord>) => {
    const record = records.get(id);
    if (!record) return;
    const next = { ...record, ...fields };
    records.set(id, next);
    await save(next);
  };

  return {
    async enqueue(delivery) {
      const record: DeliveryRecord = {
        ...delivery,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: delivery.createdAt,
        lastAttemptAt: null,
        lastError: null,
        deliveredAt: null,
      };
      await save(record);
      records.set(record.id, record);
    },
    async claimDue(now, leaseUntil, limit) {
      const due = [...records.values()]
        .filter((r) => r.status === 'pending' && r.nextAttemptAt && r.nextAttemptAt <= now)
        .sort((a, b) => +(a.nextAttemptAt ?? 0) - +(b.nextAttemptAt ?? 0))
        .slice(0, limit);
      return due.map((r) => {
        const claimed = { ...r, attempts: r.attempts + 1, lastAttemptAt: now };
        records.set(r.id, { ...claimed, nextAttemptAt: leaseUntil });
        return { ...claimed, nextAttemptAt: leaseUntil };
      });
    },
    delivered: (id, at) =>
      change(id, { status: 'delivered', deliveredAt: at, nextAttemptAt: null, lastError: null }),
    failed: (id, attempt) =>
      change(id, {
        status: attempt.retryAt ? 'pending' : 'failed',
        nextAttemptAt: attempt.retryAt,
        lastError: attempt.error,
      }),
    find: async (id) => {
      const record = records.get(id);
      return record ? { ...record } : null;
    },
    recent: async (limit) =>
      [...records.values()]
        .sort(newestFirst)
        .slice(0, limit)
        .map((r) => ({ ...r })),
    async removeFinishedBefore(before) {
      for (const record of [...records.values()]) {
        const finishedAt = record.deliveredAt ?? record.lastAttemptAt;
        if (record.status === 'pending' || !finishedAt || finishedAt >= before) continue;
        records.delete(record.id);
        await writing.catch(() => {});
        await rm(file(record.id), { force: true });
      }
    },
  };
}
