import type { ProcessDeps, WorldDeps } from '../../application/world-deps';
import { HttpError } from '../../domain/shared/errors';
import { RequestLog } from '../../plugins/request-log';
import { worldClock } from '../../simulation/clock';
import type { SnapshotShelf } from '../../storage/ports/snapshot-shelf';
import { ownCopy } from './own-world';
import { keyMatches } from './world-ids';
import type { WorldRecord } from '../../storage/ports/world-registry';
import type { OpenedStorage, TemplateStore } from '../../storage/ports/world-storage';

const megabytes = (bytes: number) => Math.round(bytes / 10_485.76) / 100;

export const worldFull = (maxBytes: number) =>
  new HttpError(
    507,
    `This sandbox has used all of its ${megabytes(maxBytes)} MB of storage, so it takes no more changes: reset it, or delete snapshots, in its control room`,
  );

export type HostedWorldOptions = {
  /** The process's things, with the configuration as seen from the world's own origin. */
  shared: ProcessDeps;
  record: WorldRecord;
  opened: OpenedStorage;
  templates: TemplateStore;
  maxBytes: number;
  hosted: WorldDeps['hosted'];
};

/**
 * A hosted world, from its opened storage: its store, its snapshots beside it, its key
 * (checked against the registry's hash), its size cap, and its template to reset to.
 */
export async function openHostedWorld(o: HostedWorldOptions): Promise<WorldDeps> {
  const { store, shelf } = o.opened;
  let shelfBytes = await bytesOnShelf(shelf);
  const full = () => store.storedBytes + shelfBytes > o.maxBytes;
  const snapshots: SnapshotShelf = {
    list: () => shelf.list(),
    load: (name) => shelf.load(name),
    async save(name, world) {
      if (full()) throw worldFull(o.maxBytes);
      const saved = await shelf.save(name, world);
      shelfBytes = await bytesOnShelf(shelf);
      return saved;
    },
    async delete(name) {
      const deleted = await shelf.delete(name);
      shelfBytes = await bytesOnShelf(shelf);
      return deleted;
    },
  };
  return {
    ...o.shared,
    id: o.record.id,
    store,
    clock: worldClock(o.shared.realClock, () => store.data.sandbox.clock),
    sandboxKey: { required: true, matches: (sent) => keyMatches(sent, o.record.keyHash) },
    snapshots,
    requestLog: new RequestLog(),
    freshWorld: async () =>
      ownCopy(await o.templates.read(o.record.template), o.shared.config.publicOrigin),
    // Even the seed template may have been made by another process, from another seed.
    startingPoint: `the "${o.record.template}" template`,
    checkWrite() {
      if (full()) throw worldFull(o.maxBytes);
    },
    hosted: o.hosted,
  };
}

const bytesOnShelf = async (shelf: SnapshotShelf) =>
  (await shelf.list()).reduce((sum, s) => sum + s.sizeBytes, 0);
