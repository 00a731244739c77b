import { mkdir, open, readdir, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { RecencyMap } from '../../model/recency-map';
import { writeFileDurably } from './snapshot-file';
import type {
  FoundWorld,
  Quarantine,
  RemovedWorld,
  WorldLead,
  WorldRecord,
  WorldRegistry,
} from '../ports/world-registry';
import { leadAt, leadText, readLead, WORLD_ID } from '../ports/world-registry';

const RECORD_FILE = 'world.json';
const LAST_SEEN_FILE = 'last-seen';
const REMOVED_FILE = 'removed.jsonl';
/** Beside a world's data: it is quarantined, why and since when. */
export const QUARANTINE_FILE = 'quarantined.json';
/** How long a removed world's host still answers 410 (then 404, as if it never was). */
const TOMBSTONE_MS = 30 * 24 * 3_600_000;

type StoredRecord = Omit<WorldRecord, 'createdAt' | 'lastSeenAt' | 'expiresAt' | 'lead'> & {
  createdAt: string;
  expiresAt?: string | null;
  /** As `leadText` writes it. */
  lead?: string | null;
};
type StoredRemoval = Omit<RemovedWorld, 'removedAt'> & { removedAt: string };

/**
 * The registry kept beside the worlds, in SANDBOX_DATA_DIR/worlds/: each world's folder holds
 * its record (world.json, written durably: the world exists once it is there) and when it was
 * last seen (rewritten at most once per `coalesceMs`: losing a minute of it costs nothing);
 * removed.jsonl lists the worlds that are gone. Everything is read once, at start, into maps
 * kept in last-seen order, so a lookup is one map read and the sweep reads only what expired.
 */
export class FileWorldRegistry implements WorldRegistry {
  private readonly storedSeen = new Map<string, number>();
  /** Last-seen writes under way (seen() does not wait for them). */
  private readonly seenWrites = new Set<Promise<void>>();

  private constructor(
    private readonly root: string,
    private readonly live: RecencyMap<string, WorldRecord>,
    private readonly removed: Map<string, RemovedWorld>,
    private readonly removals: FileHandle,
    private readonly coalesceMs: number,
  ) {
    for (const r of live.values()) this.storedSeen.set(r.id, r.lastSeenAt.getTime());
  }

  static async open(root: string, now: Date, coalesceMs = 60_000): Promise<FileWorldRegistry> {
    await mkdir(root, { recursive: true, mode: 0o700 });
    const removed = await readRemovals(path.join(root, REMOVED_FILE), now);
    const records: WorldRecord[] = [];
    for (const entry of await readdir(root, { withFileTypes: true })) {
      if (!entry.isDirectory() || !WORLD_ID.test(entry.name)) continue;
      const record = removed.has(entry.name) ? null : await readRecord(path.join(root, entry.name));
      // A removal or a creation that a crash interrupted: finish the removal.
      if (!record) await rm(path.join(root, entry.name), { recursive: true, force: true });
      else records.push(record);
    }
    records.sort((a, b) => a.lastSeenAt.getTime() - b.lastSeenAt.getTime());
    const live = new RecencyMap(records.map((r) => [r.id, r]));
    const removals = await open(path.join(root, REMOVED_FILE), 'a', 0o600);
    return new FileWorldRegistry(root, live, removed, removals, coalesceMs);
  }

  find(id: string): FoundWorld {
    const record = this.live.get(id);
    if (record) return { state: 'live', record: { ...record } };
    const removed = this.removed.get(id);
    return removed ? { state: 'removed', removed } : { state: 'unknown' };
  }

  async count(): Promise<number> {
    return this.live.size;
  }

  /** The live worlds, known at once: this process is the only one to add any. */
  get size(): number {
    return this.live.size;
  }

  async add(record: WorldRecord): Promise<void> {
    await this.writeRecord(record);
    this.live.set(record.id, { ...record });
    this.storedSeen.set(record.id, record.lastSeenAt.getTime());
  }

  async quarantine(id: string, quarantine: Quarantine): Promise<void> {
    const record = this.live.get(id);
    if (!record) return;
    const stored = { at: quarantine.at.toISOString(), reason: quarantine.reason };
    await writeFileDurably(path.join(this.root, id, QUARANTINE_FILE), JSON.stringify(stored));
    record.quarantined = { ...quarantine };
  }

  seen(id: string, at: Date): void {
    const record = this.live.get(id);
    if (!record) return;
    record.lastSeenAt = at;
    // Moved to the end: the map stays in last-seen order.
    this.live.use(id, record);
    if (at.getTime() - (this.storedSeen.get(id) ?? 0) >= this.coalesceMs) this.storeSeen(record);
  }

  async remove(id: string, reason: RemovedWorld['reason'], at: Date): Promise<void> {
    if (!this.live.has(id)) return;
    const removal: StoredRemoval = { id, reason, removedAt: at.toISOString() };
    await this.removals.appendFile(`${JSON.stringify(removal)}\n`);
    await this.removals.datasync();
    this.live.delete(id);
    this.storedSeen.delete(id);
    this.removed.set(id, { id, reason, removedAt: at });
  }

  seenBefore(cutoff: Date, limit: number): Promise<WorldRecord[]> {
    return Promise.resolve(this.idle(cutoff, limit, false));
  }

  keptSeenBefore(cutoff: Date, limit: number): Promise<WorldRecord[]> {
    return Promise.resolve(this.idle(cutoff, limit, true));
  }

  async replaceLead(id: string, expected: WorldLead | null, lead: WorldLead): Promise<boolean> {
    const record = this.live.get(id);
    const current = record?.lead ? leadText(record.lead) : null;
    if (!record || current !== (expected && leadText(expected))) return false;
    // Taken at once, so a second request read before this write lands sees it changed.
    const before = record.lead;
    record.lead = lead;
    try {
      await this.writeRecord(record);
    } catch (error) {
      if (record.lead === lead) record.lead = before;
      throw error;
    }
    return true;
  }

  async withLeads(limit: number): Promise<WorldRecord[]> {
    const time = (r: WorldRecord) => (r.lead ? (leadAt(r.lead)?.getTime() ?? 0) : 0);
    return [...this.live.values()]
      .filter((r) => r.lead)
      .sort((a, b) => time(b) - time(a) || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }

  async endedBy(now: Date, limit: number): Promise<WorldRecord[]> {
    const found: WorldRecord[] = [];
    for (const record of this.live.values()) {
      if (found.length >= limit) break;
      if (record.expiresAt && record.expiresAt <= now && !record.quarantined)
        found.push({ ...record });
    }
    return found;
  }

  async setExpiry(id: string, expiresAt: Date): Promise<void> {
    const record = this.live.get(id);
    if (!record) return;
    await this.writeRecord({ ...record, expiresAt });
    record.expiresAt = expiresAt;
  }

  async list(): Promise<WorldRecord[]> {
    return [...this.live.values()].map((r) => ({ ...r }));
  }

  async close(): Promise<void> {
    const behind = [...this.live.values()].filter(
      (r) => r.lastSeenAt.getTime() !== this.storedSeen.get(r.id),
    );
    await Promise.all(behind.map((r) => this.storeSeen(r)));
    // seen() starts its writes without waiting: a close waits for them, so a reopen reads them.
    await Promise.all(this.seenWrites);
    await this.removals.close();
  }

  /** Live worlds seen before `cutoff`, oldest first: the kept ones or the others. */
  private idle(cutoff: Date, limit: number, kept: boolean): WorldRecord[] {
    const found: WorldRecord[] = [];
    for (const record of this.live.values()) {
      if (found.length >= limit || record.lastSeenAt >= cutoff) break;
      // A quarantined world waits for the operator, whatever its age.
      if (record.quarantined || record.expiresAt) continue;
      if (Boolean(record.lead?.kept) === kept) found.push({ ...record });
    }
    return found;
  }

  private writeRecord(record: WorldRecord): Promise<void> {
    const stored: StoredRecord = {
      id: record.id,
      keyHash: record.keyHash,
      template: record.template,
      createdAt: record.createdAt.toISOString(),
      expiresAt: record.expiresAt?.toISOString() ?? null,
      lead: record.lead ? leadText(record.lead) : null,
    };
    return writeFileDurably(path.join(this.root, record.id, RECORD_FILE), JSON.stringify(stored));
  }

  private storeSeen(record: WorldRecord): Promise<void> {
    const at = record.lastSeenAt;
    this.storedSeen.set(record.id, at.getTime());
    // A world removed meanwhile has no folder left: nothing to keep.
    const written = writeFile(path.join(this.root, record.id, LAST_SEEN_FILE), at.toISOString(), {
      mode: 0o600,
    })
      .catch(() => {})
      .finally(() => this.seenWrites.delete(written));
    this.seenWrites.add(written);
    return written;
  }
}

async function readRecord(dir: string): Promise<WorldRecord | null> {
  try {
    const stored = JSON.parse(await readFile(path.join(dir, RECORD_FILE), 'utf8')) as StoredRecord;
    const createdAt = new Date(stored.createdAt);
    const seenText = await readFile(path.join(dir, LAST_SEEN_FILE), 'utf8').catch(() => '');
    const seen = new Date(seenText.trim());
    return {
      id: stored.id,
      keyHash: stored.keyHash,
      template: stored.template,
      createdAt,
      lastSeenAt: Number.isNaN(seen.getTime()) ? createdAt : seen,
      expiresAt: stored.expiresAt ? new Date(stored.expiresAt) : null,
      lead: readLead(stored.lead),
      quarantined: await readQuarantine(dir),
    };
  } catch {
    return null;
  }
}

async function readQuarantine(dir: string): Promise<Quarantine | null> {
  const text = await readFile(path.join(dir, QUARANTINE_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const stored = JSON.parse(text) as { at: string; reason: string };
    return { at: new Date(stored.at), reason: stored.reason };
  } catch {
    // The mark itself torn by a crash: still quarantined, its reason lost.
    return { at: new Date(0), reason: 'unknown (the quarantine note is unreadable)' };
  }
}

/** The removals still worth answering 410 for; older ones are dropped from the file. */
async function readRemovals(file: string, now: Date): Promise<Map<string, RemovedWorld>> {
  const text = await readFile(file, 'utf8').catch(() => '');
  const removed = new Map<string, RemovedWorld>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const r = JSON.parse(line) as StoredRemoval;
      const removedAt = new Date(r.removedAt);
      if (now.getTime() - removedAt.getTime() < TOMBSTONE_MS)
        removed.set(r.id, { id: r.id, reason: r.reason, removedAt });
    } catch {
      // A line torn by a crash: that removal is finished again at start (no record, no folder).
    }
  }
  const kept = [...removed.values()].map(
    (r) => `${JSON.stringify({ ...r, removedAt: r.removedAt.toISOString() })}\n`,
  );
  if (kept.length < text.split('\n').filter(Boolean).length)
    await writeFileDurably(file, kept.join(''));
  return removed;
}
