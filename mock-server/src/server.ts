import { buildApp } from './app';
import { oneWorldHost } from './hosting/one-world-host';
import { renderApiDocument } from './plugins/openapi';
import { readConfig } from './config';
import { startBanner } from './demo-logins';
import { realClock } from './simulation/clock';
import { ensureDataFolder, lockDataFolder, sandboxKeyOf } from './storage/file/data-folder';
import { openFileStore } from './storage/file/file-store';
import { fileShelf } from './storage/file/file-shelf';
import { seedWorld } from './seed/seed';
import { loggerOptions } from './logging';
import { serveMetricsOn } from './metrics-port';
import { stopOnSignal, stopServing } from './stop-on-signal';
import { rsaKeyWorkers } from './domain/vms/rsa-key-workers';
import { folderReadiness } from './storage/file/folder-readiness';

/** `npm run mock`: open (or seed) the data file, serve the API, say where and how to sign in. */
async function main(): Promise<void> {
  const config = readConfig(process.env);
  const clock = realClock();
  await ensureDataFolder(config.dataDir);
  const releaseFolder = await lockDataFolder(config.dataDir, config.port);
  const sandboxKey = await sandboxKeyOf(config.dataDir);
  const opened = await openFileStore({
    dir: config.dataDir,
    fresh: config.fresh,
    now: clock.now(),
    seed: () => seedWorld(config, clock.now()),
  });
  const app = buildApp({
    host: oneWorldHost({
      store: opened.store,
      clock,
      config,
      sandboxKey,
      snapshots: fileShelf(config.dataDir),
      readiness: () => folderReadiness(config.dataDir),
    }),
    logger: loggerOptions(process.env),
    checkResponses: config.checkResponses,
  });
  await app.listen({ port: config.port, host: config.host });
  renderApiDocument(app); // now, rather than on the first visit to /docs
  const metricsServer = config.metricsPort ? await serveMetricsOn(app, config.metricsPort) : null;

  // Says when the data was upgraded, or set aside as damaged (and where) before a new seed.
  const storeNote = `${opened.store.location} (${opened.seeded ? `seeded: ${opened.reason}` : opened.reason})`;
  console.log(startBanner(config, storeNote, sandboxKey));

  // On the way out: finish what is in flight, fold the journal into the snapshot.
  stopOnSignal([
    {
      what: 'finish the requests in flight',
      run: () => stopServing(app, { drainMs: config.drainMs }),
    },
    { what: 'fold the journal into the snapshot', run: () => opened.store.close() },
    { what: 'release the data folder', run: releaseFolder },
    { what: 'close the metrics port', run: async () => void metricsServer?.close() },
    { what: 'end the key workers', run: () => rsaKeyWorkers.close() },
  ]);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
