import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { afterEach } from 'vitest';
import { buildTrialApp } from '../../../mock-server/src/trial-app';
import { readConfig, type Config } from '../../../mock-server/src/config';
import { fakeClock, type FakeClock } from '../../../mock-server/src/simulation/clock';
import { HostedTrial } from '../../../mock-server/src/hosting/trial/hosted-trial';
import { readTrialConfig } from '../../../mock-server/src/hosting/trial/trial-config';
import { madeWorlds, TEST_NOW, type TestApp } from './test-app';
import { TEST_PASSWORD_COST } from '../../support/password-cost';

export const OPERATOR_KEY = 'operator-key-for-the-trial-tests';
export const APEX = 'localhost:4500';
export const worldHost = (id: string) => `${id}.localhost:4500`;

export type TrialApp = {
  app: FastifyInstance;
  trial: HostedTrial;
  clock: FakeClock;
  config: Config;
  /** SANDBOX_DATA_DIR: a folder of its own per app, unless given (a restart). */
  dir: string;
  /** Requests to the apex. */
  apex: () => ReturnType<typeof supertest.agent>;
  close: () => Promise<void>;
};

export type CreatedWorld = { id: string; url: string; key: string; expiresAt: string };

/**
 * The hosted trial on a data folder of its own, with a fake clock. The made templates (the seed,
 * the demo scenarios) are the worker's (test-app.ts), written before the trial opens: no faker
 * run per test.
 */
export async function createTrialApp(
  opts: {
    env?: Record<string, string>;
    dir?: string;
    clock?: FakeClock;
    /** Runs before the app loads its plugins (e.g. to add a route of the test's own). */
    beforeReady?: (app: FastifyInstance) => void;
  } = {},
): Promise<TrialApp> {
  const dir = opts.dir ?? (await mkdtemp(path.join(tmpdir(), 'trial-')));
  const env = { TRIAL_OPERATOR_KEY: OPERATOR_KEY, SANDBOX_DEMO: '1', ...opts.env };
  const config = readConfig({
    PORTAL_URL: 'http://localhost:5173',
    SANDBOX_DATA_DIR: dir,
    ...TEST_PASSWORD_COST,
    ...env,
  });
  const clock = opts.clock ?? fakeClock(TEST_NOW);
  if (!opts.dir) {
    await mkdir(path.join(dir, 'templates'), { recursive: true });
    for (const [name, world] of await madeWorlds(config, clock.now()))
      await writeFile(path.join(dir, 'templates', `${name}.json`), JSON.stringify(world));
  }
  const trial = await HostedTrial.open({ sandbox: config, trial: readTrialConfig(env), clock });
  const app = buildTrialApp(trial);
  opts.beforeReady?.(app);
  await app.ready();
  let closed: Promise<void> | null = null;
  return {
    app,
    trial,
    clock,
    config,
    dir,
    apex: () => supertest.agent(app.server).set('Host', APEX),
    close: () => (closed ??= app.close().then(() => trial.close())),
  };
}

/** For a test file: starts trial apps, and closes each one (and removes its data) after its test. */
export function trialApps(): typeof createTrialApp {
  const started: TrialApp[] = [];
  afterEach(async () => {
    const done = started.splice(0);
    await Promise.all(done.map((t) => t.close()));
    await Promise.all(done.map((t) => rm(t.dir, { recursive: true, force: true })));
  });
  return async (opts) => {
    const t = await createTrialApp(opts);
    started.push(t);
    return t;
  };
}

/** A new world, as the operator creates it (no creation limit in the way). */
export async function createWorld(t: TrialApp, template?: string): Promise<CreatedWorld> {
  const res = await t
    .apex()
    .post('/__worlds')
    .set('x-sandbox-key', OPERATOR_KEY)
    .send(template ? { template } : {})
    .expect(201);
  return res.body.data as CreatedWorld;
}

/**
 * A TestApp whose requests all go to one world, with its key: the helpers of test-app.ts
 * (signIn, latestMfaCode...) then work on that world as they do on a single sandbox.
 */
export function inWorld(t: TrialApp, world: CreatedWorld): TestApp {
  return visitorOf(t, world.id, world.key);
}

/**
 * Someone with a world's address only, and without its key unless given: a demo's prospect, or
 * whoever the link was forwarded to. Each is its own browser, with its own cookies.
 */
export function visitorOf(t: TrialApp, worldId: string, key?: string): TestApp {
  const agent = supertest.agent(t.app.server).set('Host', worldHost(worldId));
  return {
    app: t.app,
    api: (key ? agent.set('x-sandbox-key', key) : agent) as unknown as TestApp['api'],
    clock: t.clock,
    config: t.config,
    get store(): TestApp['store'] {
      throw new Error('A hosted world has no store of its own in the tests: use its API');
    },
  };
}
