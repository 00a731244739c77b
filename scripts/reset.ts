import { readConfig } from '../mock-server/src/config';
import { realClock } from '../mock-server/src/simulation/clock';
import { ensureDataFolder, lockDataFolder } from '../mock-server/src/storage/file/data-folder';
import { openFileStore } from '../mock-server/src/storage/file/file-store';
import { seedWorld } from '../mock-server/src/seed/seed';

/**
 * `npm run reset`: rewrite SANDBOX_DATA_DIR/db.json with a fresh seed, while the sandbox is
 * stopped (a running one holds the folder; POST /__sandbox/reset resets it without a restart).
 */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const clock = realClock();
  // A running sandbox holds the folder: this stops with its pid and port instead of racing it.
  await ensureDataFolder(config.dataDir);
  const release = await lockDataFolder(config.dataDir, config.port);
  const { store } = await openFileStore({
    dir: config.dataDir,
    fresh: true,
    now: clock.now(),
    seed: () => seedWorld(config, clock.now()),
  });
  const w = store.data;
  await store.close();
  await release();
  console.log(`Reseeded ${store.location} with seed ${config.seed}:`);
  console.log(
    `  ${w.companies.length} companies, ${w.users.length} users, ${w.teams.length} teams, ` +
      `${w.virtualMachines.length} virtual machines, ${w.networks.length} networks, ${w.outbox.length} email(s) in the outbox`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
