import { RequestLog } from '../../application/request-log';
import {
  timeOf,
  type ProcessDeps,
  type WorldDeps,
  type WorldLeads,
} from '../../application/world-deps';
import { HttpError } from '../../domain/shared/errors';
import { ShelfFullError, type SnapshotShelf } from '../../storage/ports/snapshot-shelf';
import { ownCopy } from './own-world';
import { keyMatches } from './world-ids';
import type { WorldRecord } from '../../storage/ports/world-registry';
import type { OpenedStorage } from '../../storage/ports/world-storage';
import type { TemplateStore } from '../../storage/ports/templates';
import type { World } from '../../model/schema';

const megabytes = (bytes: number) => Math.round(bytes / 10_485.76) / 100;

export const worldFull = (maxBytes: number) =>
  new HttpError(
    507,
    `This sandbox has used all of its ${megabytes(maxBytes)} MB of storage, so it takes no more changes: reset it, or delete snapshots, in its control room`,
  );

export const WORLD_KEY_REQUIRED =
  "This sandbox's controls open only for whoever started it: open it from the page that started it, or send the key it was given in the x-sandbox-key header";

export type HostedWorldOptions = {
  /** The process's things, with the configuration as seen from the world's own origin. */
  shared: ProcessDeps;
  record: WorldRecord;
  opened: OpenedStorage;
  templates: TemplateStore;
  /** A demo's world: what its reset returns to instead of its template. */
  prepared?: (() => Promise<World | undefined>) | null;
  maxBytes: number;
  expiry: NonNullable<WorldDeps['expiry']>;
  /** The longest the world may live after a visit (kept): its key's cookie lasts as long. */
  longestTtlMs: number;
  activity: WorldDeps['activity'];
  /** Keeping it and asking sales, over its store and time. */
  leadsOf: (world: Pick<WorldDeps, 'store' | 'time'>) => WorldLeads;
};

/**
 * A hosted world, from its opened storage: its store, its snapshots beside it, its key
 * (checked against the registry's hash, sent in a header or in the cookie its visitor was
 * given), its size cap, its template to reset to, and its expiry.
 */
export async function openHostedWorld(o: HostedWorldOptions): Promise<WorldDeps> {
  const { store, shelf } = o.opened;
  // What its snapshots take, as last counted here: writes to the world check against it, and
  // a save is counted by the shelf itself, with the saves in flight (and, on PostgreSQL, those
  // of every process).
  let shelfBytes = await shelf.totalBytes();
  const full = () => store.storedBytes + shelfBytes > o.maxBytes;
  const snapshots: SnapshotShelf = {
    ...shelf,
    async save(name, world) {
      if (full()) throw worldFull(o.maxBytes);
      try {
        return await shelf.save(name, world, o.maxBytes - store.storedBytes);
      } catch (error) {
        throw error instanceof ShelfFullError ? worldFull(o.maxBytes) : error;
      } finally {
        shelfBytes = await shelf.totalBytes();
      }
    },
    async delete(name) {
      const deleted = await shelf.delete(name);
      shelfBytes = await shelf.totalBytes();
      return deleted;
    },
  };
  const time = timeOf(o.shared, store);
  return {
    ...o.shared,
    id: o.record.id,
    store,
    time,
    access: {
      required: true,
      matches: (sent) => keyMatches(sent, o.record.keyHash),
      refusal: WORLD_KEY_REQUIRED,
      keyCookie: {
        maxAgeS: Math.round(Math.max(o.expiry.ttlMs, o.longestTtlMs) / 1000),
        secure: new URL(o.expiry.startUrl).protocol === 'https:',
      },
      // The world's address is its own invitation: whoever it is shared with may sign in as a
      // demo persona (the code comes from the outbox); the key opens everything else.
      personasOpen: true,
      ownOriginOnly: true,
    },
    snapshots,
    requestLog: new RequestLog(),
    startingPoint: {
      // Even the seed template may have been made by another process, from another seed.
      name: o.prepared ? 'its prepared state' : `the "${o.record.template}" template`,
      world: async () =>
        ownCopy(
          (await o.prepared?.()) ?? (await o.templates.read(o.record.template)),
          o.shared.config.publicOrigin,
        ),
    },
    checkWrite() {
      if (full()) throw worldFull(o.maxBytes);
    },
    expiry: o.expiry,
    activity: o.activity,
    leads: o.leadsOf({ store, time }),
  };
}
