import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import jwt from 'jsonwebtoken';
import supertest from 'supertest';
import { expect } from 'vitest';
import { buildApp } from '../../../mock-server/src/app';
import { oneWorldHost } from '../../../mock-server/src/hosting/one-world-host';
import { memoryShelf } from '../../../mock-server/src/storage/memory/memory-shelf';
import { readConfig, type Config } from '../../../mock-server/src/config';
import { fakeClock, type FakeClock } from '../../../mock-server/src/simulation/clock';
import { openMemoryStore } from '../../../mock-server/src/storage/memory/memory-store';
import { seedWorld } from '../../../mock-server/src/seed/seed';
import { SCENARIOS } from '../../../mock-server/src/seed/scenarios';
import { SEED_TEMPLATE } from '../../../mock-server/src/storage/policies/templates';
import type { WorldHost } from '../../../mock-server/src/hosting/world-host';
import { emptyWorld } from '../../../mock-server/src/model/empty-world';
import type { World } from '../../../mock-server/src/model/schema';
import type { Store } from '../../../mock-server/src/storage/engine/store';
import { TEST_PASSWORD_COST } from '../../support/password-cost';
import { copyOfWorld } from '../../../mock-server/src/model/world-json';

export const DEMO = {
  customer: { email: 'customer@example.com', password: 'Customer#Demo2026' },
  reseller: { email: 'reseller@example.com', password: 'Reseller#Demo2026' },
  resellerCustomer: { email: 'harbor@example.com', password: 'Harbor#Demo2026' },
  newhire: { email: 'newhire@example.com', password: 'Newhire#Demo2026' },
  viewer: { email: 'viewer@example.com', password: 'Viewer#Demo2026' },
  invited: { email: 'invited@example.com' },
  trial: { email: 'trial@example.com', password: 'Trial#Demo2026' },
} as const;

/** Mid-month, so "this month" and "last month" both hold seeded VMs. */
export const TEST_NOW = '2026-03-15T10:00:00.000Z';

export type TestApp = {
  app: FastifyInstance;
  api: ReturnType<typeof supertest>;
  clock: FakeClock;
  store: Store;
  config: Config;
};

const seeded = new Map<string, Promise<World>>();

/**
 * The world of each made template (the seed, every demo scenario) for this configuration and
 * instant, made once per test worker: a trial opened on them has nothing to make.
 */
export async function madeWorlds(config: Config, now: Date): Promise<[string, World][]> {
  const worlds: [string, World][] = [[SEED_TEMPLATE, await seededWorld(config, now)]];
  for (const scenario of SCENARIOS) {
    const key = `${scenario.name}:${JSON.stringify(config)}@${now.toISOString()}`;
    if (!seeded.has(key)) seeded.set(key, scenario.make(config, now));
    worlds.push([scenario.name, await seeded.get(key)!]);
  }
  return worlds;
}

/**
 * The seeded world for this configuration and instant, made once per test worker and copied for
 * each app: seeding (faker, password hashes) costs more than most tests. Each copy gets a JWT
 * secret of its own, as a seeded world does, so no app accepts another's tokens.
 */
export async function seededWorld(config: Config, now: Date): Promise<World> {
  const key = `${JSON.stringify(config)}@${now.toISOString()}`;
  if (!seeded.has(key)) seeded.set(key, seedWorld(config, now));
  const world = copyOfWorld(await seeded.get(key)!);
  world.secrets.jwt = randomBytes(48).toString('base64url');
  return world;
}

type TestAppOptions = {
  env?: Record<string, string>;
  now?: string;
  store?: Store;
  clock?: FakeClock;
  sandboxKey?: string;
  /** Runs before the app loads its plugins (e.g. to watch routes as they are added). */
  beforeReady?: (app: FastifyInstance) => void;
};

/**
 * A fresh seeded world in memory, a fake clock at TEST_NOW (or `now`), and supertest on the
 * (unlistened) server. Every test makes its own (in `beforeEach`): no test then sees what another
 * did, in whatever order they run. The world is a copy of the worker's seeded world; the app
 * around it (its routes and compiled schemas, the costly part) is built once per worker and
 * configuration, and serves each new world through its host, as one process serves many.
 */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const config = readConfig({
    PORTAL_URL: 'http://localhost:5173',
    ...TEST_PASSWORD_COST,
    ...opts.env,
  });
  const now = opts.now ?? TEST_NOW;
  // A test that brings its own store or clock, or watches the app being built, gets an app of its own.
  if (opts.store || opts.clock || opts.beforeReady) {
    const clock = opts.clock ?? fakeClock(now);
    const store = opts.store ?? (await openMemoryStore(await seededWorld(config, clock.now())));
    const app = buildApp({ host: worldHost(config, clock, store, opts.sandboxKey) });
    opts.beforeReady?.(app);
    await app.ready();
    return { app, api: supertest(app.server), clock, store, config };
  }
  const shared = await sharedApp(config, opts.sandboxKey ?? null);
  shared.clock.set(now);
  const store = await openMemoryStore(await seededWorld(config, shared.clock.now()));
  shared.serve(worldHost(config, shared.clock, store, opts.sandboxKey));
  return { app: shared.app, api: shared.api, clock: shared.clock, store, config };
}

const worldHost = (config: Config, clock: FakeClock, store: Store, sandboxKey?: string) =>
  oneWorldHost({
    store,
    clock,
    config,
    sandboxKey: sandboxKey ?? null,
    snapshots: memoryShelf(clock),
  });

type SharedApp = {
  app: FastifyInstance;
  api: ReturnType<typeof supertest>;
  clock: FakeClock;
  /** From now on, every request is served by this host's world. */
  serve(host: WorldHost): void;
};
const sharedApps = new Map<string, Promise<SharedApp>>();

/** The worker's app for this configuration, built once; a test that closes it gets another. */
function sharedApp(config: Config, sandboxKey: string | null): Promise<SharedApp> {
  const key = `${JSON.stringify(config)}|${sandboxKey}`;
  let shared = sharedApps.get(key);
  if (!shared) {
    shared = (async () => {
      const clock = fakeClock(TEST_NOW);
      let current = worldHost(
        config,
        clock,
        await openMemoryStore(emptyWorld({ seed: 0, now: clock.now(), jwtSecret: 'none' })),
        sandboxKey ?? undefined,
      );
      const host: WorldHost = {
        process: current.process,
        trustProxy: false,
        serves: (name) => current.serves(name),
        resolve: (request) => current.resolve(request),
        isOperator: (sent) => current.isOperator?.(sent) ?? false,
        readiness: async () => (await current.readiness?.()) ?? null,
      };
      const app = buildApp({ host });
      app.addHook('onClose', async () => void sharedApps.delete(key));
      await app.ready();
      return { app, api: supertest(app.server), clock, serve: (next) => void (current = next) };
    })();
    sharedApps.set(key, shared);
  }
  return shared;
}

export const bearer = (token: string) => `Bearer ${token}`;
export const tokenFrom = (header: unknown): string => {
  expect(typeof header === 'string' && header.startsWith('Bearer ')).toBe(true);
  return String(header).slice('Bearer '.length);
};
export const claimsOf = (token: string) => jwt.decode(token) as Record<string, unknown>;

/** The code of the newest MFA email to that address, read the way the portal's outbox page reads it. */
export async function latestMfaCode(t: TestApp, email: string): Promise<string> {
  const res = await t.api.get('/__sandbox/outbox').query({ to: email }).expect(200);
  const mail = (res.body.data as { kind: string; text: string }[]).find((m) => m.kind === 'mfa');
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no MFA email for ${email}`);
  return code;
}

export type SignedIn = { accessToken: string; refreshToken: string };

/** Password step only: the pre-MFA pair. */
export async function logIn(t: TestApp, email: string, password: string): Promise<SignedIn> {
  const res = await t.api.post('/v1/auth/login').send({ email, password }).expect(200);
  return {
    accessToken: tokenFrom(res.headers.authorization),
    refreshToken: tokenFrom(res.headers.refresh),
  };
}

/** Login, code from the outbox, MFA: the verified pair every protected call needs. */
export async function signIn(t: TestApp, email: string, password: string): Promise<SignedIn> {
  const pre = await logIn(t, email, password);
  const code = await latestMfaCode(t, email);
  const res = await t.api
    .post('/v1/auth/mfa')
    .set('authorization', bearer(pre.accessToken))
    .send({ code })
    .expect(200);
  return {
    accessToken: tokenFrom(res.headers.authorization),
    refreshToken: tokenFrom(res.headers.refresh),
  };
}
