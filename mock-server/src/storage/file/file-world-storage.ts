import path from 'node:path';
import type { Config } from '../../config';
import { openFileStore } from './file-store';
import { DamagedWorldError } from '../damaged-world';
import { fileShelf } from '../ports/snapshot-shelf';
import { FileWorldRegistry } from './file-world-registry';
import { HandOffs } from '../hand-offs';
import type { Clock } from '../../simulation/clock';
import { Templates } from '../templates';
import { hashWorldKey } from '../../hosting/trial/world-ids';
import { createWorldFiles, removeWorldFiles, sizeOnDisk, worldFolder } from './world-files';
import type { HandOffStore, TemplateStore, WorldStorage } from '../ports/world-storage';

/**
 * The embedded storage: SANDBOX_DATA_DIR/worlds/<id>/ (snapshot + journal, fsync before 2xx),
 * the registry's files beside them, templates in SANDBOX_DATA_DIR/templates. One process.
 */
export async function openFileWorldStorage(sandbox: Config, clock: Clock): Promise<WorldStorage> {
  const root = path.join(sandbox.dataDir, 'worlds');
  const now = clock.now();
  const registry = await FileWorldRegistry.open(root, now);
  const files = await Templates.open(path.join(sandbox.dataDir, 'templates'), sandbox, now);
  const templates: TemplateStore = {
    has: async (name) => files.has(name),
    list: async () => files.list(),
    read: (name) => files.read(name),
    save: (name, world) => files.save(name, world),
  };
  const codes = new HandOffs(clock);
  const handOffs: HandOffStore = {
    issue: async (worldId, key) => codes.issue(worldId, key),
    redeem: async (worldId, code) => codes.redeem(worldId, code),
  };
  const folder = (id: string) => worldFolder(root, id);
  return {
    registry,
    templates,
    handOffs,
    async create(record, own) {
      const dir = folder(record.id);
      try {
        await createWorldFiles(dir, files, record.template, { at: record.createdAt, own });
        await registry.add(record);
      } catch (error) {
        await removeWorldFiles(dir).catch(() => {});
        throw error;
      }
    },
    async open(id, at) {
      const dir = folder(id);
      const { store } = await openFileStore({
        dir,
        fresh: false,
        now: at,
        foldJournal: false,
        // A hosted world is never seeded again behind its visitor's back: damaged data is
        // thrown (DamagedWorldError) and the trial quarantines the world.
        damaged: 'refuse',
        seed: () => Promise.reject(new DamagedWorldError('its data file is missing')),
      });
      return { store, shelf: fileShelf(dir) };
    },
    removeData: (id) => removeWorldFiles(folder(id)),
    sizeOf: (id) => sizeOnDisk(folder(id)),
    // One process: nobody else sweeps.
    exclusively: (_name, fn) => fn(),
    operatorKeyHash: async (configured) => (configured ? hashWorldKey(configured) : null),
    close: () => registry.close(),
  };
}
