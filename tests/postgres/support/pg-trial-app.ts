import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterEach, beforeAll } from 'vitest';
import { buildTrialApp } from '../../../mock-server/src/trial-app';
import { readConfig } from '../../../mock-server/src/config';
import { openDatabase, type Database } from '../../../mock-server/src/storage/postgres/database';
import { openPgWorldStorage } from '../../../mock-server/src/storage/postgres/pg-world-storage';
import type { FakeClock } from '../../../mock-server/src/simulation/clock';
import { HostedTrial } from '../../../mock-server/src/hosting/trial/hosted-trial';
import type { WorldStorage } from '../../../mock-server/src/storage/ports/world-storage';
import { readTrialConfig } from '../../../mock-server/src/hosting/trial/trial-config';
import { madeWorlds, type TestApp } from '../../api/support/test-app';
import { APEX, OPERATOR_KEY, worldHost, type CreatedWorld } from '../../api/support/trial-app';
import { TEST_PASSWORD_COST } from '../../support/password-cost';
import { freshDatabase } from '../../support/test-database';

/** One sandbox process of a shared trial: its own pool, its own worlds in memory. */
export type Process = {
  app: FastifyInstance;
  trial: HostedTrial;
  database: Database;
  storage: WorldStorage;
  apex: () => ReturnType<typeof supertest.agent>;
  close: () => Promise<void>;
};

export const ENV = {
  TRIAL_OPERATOR_KEY: OPERATOR_KEY,
  SANDBOX_DEMO: '1',
  ACCESS_TOKEN_TTL_S: String(24 * 3600),
};

/**
 * A hosted trial process on the database at `url`. Two of them on one database are two
 * processes behind a load balancer. The made templates are the tests' worlds, stored before
 * the first process opens (no faker run per file).
 */
export async function startProcess(
  url: string,
  clock: FakeClock,
  options: { connectTimeoutMs?: number; env?: Record<string, string> } = {},
): Promise<Process> {
  const env = { ...ENV, ...options.env };
  const config = readConfig({ PORTAL_URL: 'http://localhost:5173', ...TEST_PASSWORD_COST, ...env });
  const database = await openDatabase(url, { max: 4, connectTimeoutMs: options.connectTimeoutMs });
  for (const [name, world] of await madeWorlds(config, clock.now()))
    await database.pool.query(
      `insert into templates (name, data, saved_at) values ($1, $2::jsonb, $3)
       on conflict (name) do nothing`,
      [name, JSON.stringify(world), clock.now()],
    );
  const storage = await openPgWorldStorage(database, clock);
  const trial = await HostedTrial.open({
    sandbox: config,
    trial: readTrialConfig(env),
    clock,
    storage,
  });
  const app = buildTrialApp(trial);
  await app.ready();
  let closed: Promise<void> | null = null;
  return {
    app,
    trial,
    database,
    storage,
    apex: () => supertest.agent(app.server).set('Host', APEX),
    close: () =>
      (closed ??= app
        .close()
        .then(() => trial.close())
        .catch(() => {})
        .then(() => database.close())),
  };
}

/** A world as the operator creates it, through this process. */
export async function createWorld(p: Process): Promise<CreatedWorld> {
  const res = await p.apex().post('/__worlds').set('x-sandbox-key', OPERATOR_KEY).send({});
  if (res.status !== 201) throw new Error(`creation answered ${res.status}: ${res.text}`);
  return res.body.data as CreatedWorld;
}

/** Requests to one world through this process, as test-app.ts's helpers expect them. */
export function inWorld(p: Process, world: CreatedWorld, clock: FakeClock): TestApp {
  return {
    app: p.app,
    api: supertest
      .agent(p.app.server)
      .set('Host', worldHost(world.id))
      .set('x-sandbox-key', world.key) as unknown as TestApp['api'],
    clock,
    config: p.trial.shared.config,
    get store(): TestApp['store'] {
      throw new Error('A shared world has no store of its own in the tests: use its API');
    },
  };
}

type StartOptions = Parameters<typeof startProcess>[2];

/**
 * A test file's shared trial: one fresh database for the file, and processes started on it
 * that are closed after each test. `two` starts two processes behind one load balancer.
 */
export function sharedTrial(clock: FakeClock) {
  let url = '';
  const running: Process[] = [];
  beforeAll(async () => {
    url = await freshDatabase();
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((p) => p.close()));
  });
  const start = async (options?: StartOptions) => {
    const process = await startProcess(url, clock, options);
    running.push(process);
    return process;
  };
  return {
    start,
    two: async (options?: StartOptions): Promise<[Process, Process]> => [
      await start(options),
      await start(options),
    ],
  };
}
