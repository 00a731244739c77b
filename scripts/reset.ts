import { readConfig } from '../mock-server/src/config';
import { realClock } from '../mock-server/src/simulation/clock';
import { openFileStore } from '../mock-server/src/store/file-store';
import { seedWorld } from '../mock-server/src/seed/seed';

/**
 * `npm run reset`: rewrite SANDBOX_DATA_DIR/db.json with a fresh seed. A running mock keeps its
 * in-memory world; restart it afterwards (or use POST /__sandbox/reset instead, which needs no restart).
 */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const clock = realClock();
  const { store } = await openFileStore({
    dir: config.dataDir,
    fresh: true,
    now: clock.now(),
    seed: () => seedWorld(config, clock.now()),
  });
  const w = store.data;
  await store.close();
  console.log(`Reseeded ${store.location} with seed ${config.seed}:`);
  console.log(
    `  ${w.companies.length} companies, ${w.users.length} users, ${w.teams.length} teams, ` +
      `${w.virtualMachines.length} virtual machines, ${w.networks.length} networks, ${w.outbox.length} email(s) in the outbox`,
  );
  console.log('  Restart a running mock (npm run mock) to pick it up.');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
