import path from 'node:path';
import { buildTrialApp } from './trial-app';
import { readConfig, type Config } from './config';
import { renderApiDocument } from './plugins/openapi';
import { realClock, type Clock } from './simulation/clock';
import { loggerOptions } from './logging';
import { serveMetricsOn } from './metrics-port';
import { stopOnSignal, stopServing } from './stop-on-signal';
import { rsaKeyWorkers } from './domain/vms/rsa-key-workers';
import { openDatabase } from './storage/postgres/database';
import { openPgWorldStorage } from './storage/postgres/pg-world-storage';
import { ensureDataFolder, lockDataFolder } from './storage/file/data-folder';
import { HostedTrial } from './hosting/trial/hosted-trial';
import type { TrialConfig } from './hosting/trial/trial-config';
import { apexOrigin, readTrialConfig, worldOrigin } from './hosting/trial/trial-config';
import { fromProjectRoot } from './project-root';

/** The same-origin portal build (`npm run build:portal`) the trial serves unless told another. */
const PORTAL_BUILD = fromProjectRoot('dist', 'client');

/**
 * The hosted trial (`npm run trial` from the sources, `npm run serve:trial` built): serves on one
 * port the landing page and /__worlds at the apex, and every visitor's world at its own host
 * name, `<id>.<TRIAL_HOST>`.
 */
async function main(): Promise<void> {
  const trialConfig = readTrialConfig(process.env);
  const config = readConfig({
    ...process.env,
    SANDBOX_PORTAL_DIR: process.env.SANDBOX_PORTAL_DIR || PORTAL_BUILD,
  });
  const clock = realClock();
  const { trial, where, release } = await openWorlds(config, trialConfig, clock);
  trial.startSweeping();
  trial.signals.start();
  const app = buildTrialApp(trial, {
    logger: loggerOptions(process.env),
    checkResponses: config.checkResponses,
  });
  await app.listen({ port: trialConfig.port, host: config.host });
  renderApiDocument(app);
  const metrics = config.metricsPort ? await serveMetricsOn(app, config.metricsPort) : null;

  const apex = apexOrigin(trialConfig);
  console.log(
    [
      '',
      '  Stratus hosted trial',
      `  Landing: ${apex}/   (Start your sandbox)`,
      `  Worlds:  ${worldOrigin(trialConfig, '<id>')}/   (portal, /v1, /docs, /__sandbox/)`,
      `  Data:    ${where}`,
      `  Limits:  ${trialConfig.maxWorlds} worlds, ${trialConfig.maxLoaded} in memory, ` +
        `${trialConfig.createPerHour} new per address an hour, ` +
        `${trialConfig.ttlMs / 3_600_000} h after the last visit ` +
        `(${trialConfig.keptTtlMs / 86_400_000} days once kept)`,
      trialConfig.operatorKey
        ? `  Operator: GET ${apex}/__worlds with x-sandbox-key: <TRIAL_OPERATOR_KEY>`
        : '  Operator: set TRIAL_OPERATOR_KEY to list and delete worlds',
      '',
    ].join('\n'),
  );

  stopOnSignal([
    {
      what: 'finish the requests in flight',
      run: () => stopServing(app, { drainMs: config.drainMs }),
    },
    { what: 'stop serving the metrics', run: async () => void metrics?.close() },
    { what: 'close the worlds', run: () => trial.close() },
    { what: "release the worlds' storage", run: release },
    { what: 'end the key workers', run: () => rsaKeyWorkers.close() },
  ]);
}

/**
 * The worlds' storage: PostgreSQL when DATABASE_URL names one (several processes share it),
 * else SANDBOX_DATA_DIR/worlds, held by this process alone.
 */
async function openWorlds(config: Config, trialConfig: TrialConfig, clock: Clock) {
  if (trialConfig.databaseUrl) {
    const database = await openDatabase(trialConfig.databaseUrl);
    const storage = await openPgWorldStorage(database, clock);
    const trial = await HostedTrial.open({ sandbox: config, trial: trialConfig, clock, storage });
    const where = `PostgreSQL ${new URL(trialConfig.databaseUrl).host}`;
    return { trial, where, release: () => database.close() };
  }
  // Only the worlds' folder is held: `npm start` may use the same data folder's single world.
  const worldsDir = path.join(config.dataDir, 'worlds');
  await ensureDataFolder(worldsDir);
  const release = await lockDataFolder(worldsDir, trialConfig.port);
  const trial = await HostedTrial.open({ sandbox: config, trial: trialConfig, clock });
  return { trial, where: worldsDir, release };
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
