import path from 'node:path';
import { folderReadiness } from './folder-readiness';
import type { Clock } from '../../simulation/clock';
import { DamagedWorldError } from '../engine/damaged-world';
import type { WorldStorage } from '../ports/world-storage';
import { fileActivityStore } from './file-activity';
import { fileDeliveryStore } from './file-deliveries';
import { fileDemoStore } from './file-demos';
import { fileSellerMailStore } from './file-seller-mail';
import { fileSellerStore } from './file-sellers';
import { fileShelf } from './file-shelf';
import { openFileStore } from './file-store';
import { fileTemplateShelf } from './file-template-shelf';
import { FileWorldRegistry } from './file-world-registry';
import { createWorldFiles, removeWorldFiles, sizeOnDisk, worldFolder } from './world-files';

/**
 * The embedded storage: SANDBOX_DATA_DIR/worlds/<id>/ (snapshot + journal, fsync before 2xx),
 * the registry's files beside them, templates in SANDBOX_DATA_DIR/templates, the sales console's
 * sellers, demos, webhook deliveries and caught mail in SANDBOX_DATA_DIR/console, what
 * visitors did in SANDBOX_DATA_DIR/activity. One process holds
 * the folder, and keeps hand-offs in memory.
 */
export async function openFileWorldStorage(dataDir: string, clock: Clock): Promise<WorldStorage> {
  const root = path.join(dataDir, 'worlds');
  const registry = await FileWorldRegistry.open(root, clock.now());
  const templateShelf = await fileTemplateShelf(path.join(dataDir, 'templates'));
  const folder = (id: string) => worldFolder(root, id);
  const consoleDir = path.join(dataDir, 'console');
  const sellerStore = await fileSellerStore(consoleDir);
  const demoStore = await fileDemoStore(path.join(consoleDir, 'demos'));
  const activityStore = await fileActivityStore(path.join(dataDir, 'activity'));
  const deliveryStore = await fileDeliveryStore(path.join(consoleDir, 'deliveries'));
  const sellerMailStore = await fileSellerMailStore(path.join(consoleDir, 'mail'));
  /** Worlds being made, not yet in the registry. */
  const creating = new Set<string>();
  return {
    registry,
    templateShelf,
    sellerStore,
    demoStore,
    activityStore,
    deliveryStore,
    sellerMailStore,
    async create(record, own, maxWorlds) {
      // Checked and reserved in one step (nothing awaited between): parallel creations see
      // each other, and one leaves `creating` only once the registry counts it.
      if (registry.size + creating.size >= maxWorlds) return false;
      creating.add(record.id);
      const dir = folder(record.id);
      try {
        await createWorldFiles(dir, templateShelf, record.template, { at: record.createdAt, own });
        await registry.add(record);
        return true;
      } catch (error) {
        await removeWorldFiles(dir).catch(() => {});
        throw error;
      } finally {
        creating.delete(record.id);
      }
    },
    async open(id, at) {
      const dir = folder(id);
      const { store } = await openFileStore({
        dir,
        fresh: false,
        now: at,
        clock,
        foldJournal: false,
        // A hosted world is never seeded again behind its visitor's back: damaged data is
        // thrown (DamagedWorldError) and the trial quarantines the world.
        damaged: 'refuse',
        seed: () => Promise.reject(new DamagedWorldError('its data file is missing')),
      });
      return { store, shelf: fileShelf(dir) };
    },
    async removeData(id) {
      await removeWorldFiles(folder(id));
    },
    sizeOf: (id) => sizeOnDisk(folder(id)),
    // One process: nobody else sweeps.
    exclusively: (_name, fn) => fn(),
    operatorKeyHash: async (configuredHash) => configuredHash,
    readiness: () => folderReadiness(root),
    close: () => registry.close(),
  };
}
