import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { startEmbeddedPostgres, type EmbeddedServer } from '../support/embedded-postgres-server';

const OPERATOR_KEY = 'operator-key-for-the-production-test';
const CUSTOMER = { email: 'customer@example.com', password: 'Customer#Demo2026' };
const DOCUMENT = 'support/Technical Reference Documentation/VM Sizing Guide.md';

type Answer = { status: number; type: string; body: string; location?: string };

/** One request to 127.0.0.1:`port` naming `host`: the *.localhost names Node cannot resolve. */
function call(
  port: number,
  host: string,
  method: string,
  url: string,
  o: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, ...o.headers };
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const request = http.request({ host: '127.0.0.1', port, method, path: url, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body,
          location: res.headers.location,
        }),
      );
    });
    request.on('error', reject);
    request.end(o.body === undefined ? undefined : JSON.stringify(o.body));
  });
}

let tree: string;
const started: ChildProcess[] = [];

/** `node dist/server/<entry>.js` in the built copy, once it answers /readyz. */
async function serve(entry: string, env: Record<string, string>, port: number) {
  const data = await mkdtemp(path.join(tmpdir(), 'production-data-'));
  const child = spawn(process.execPath, [`dist/server/${entry}.js`], {
    cwd: tree,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      SANDBOX_DEMO: '1',
      SANDBOX_DATA_DIR: data,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  started.push(child);
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} ended: ${stderr}`);
    const ready = await call(port, `localhost:${port}`, 'GET', '/readyz').catch(() => null);
    if (ready?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(() => {
  // The tree as committed (and files not yet added), without node_modules or any build.
  const listed = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  });
  tree = spawnSync('mktemp', ['-d', path.join(tmpdir(), 'production-tree-XXXXXX')], {
    encoding: 'utf8',
  }).stdout.trim();
  for (const file of listed.stdout.split('\0').filter((f) => f && existsSync(f))) {
    mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    copyFileSync(file, path.join(tree, file));
  }
  const built = spawnSync('sh', ['scripts/production/build-and-prune.sh'], {
    cwd: tree,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stdout}\n${built.stderr}`);
});
afterAll(async () => {
  for (const child of started) child.kill('SIGKILL');
  if (tree) await rm(tree, { recursive: true, force: true });
});

describe('the production build, after npm ci, npm run build and npm prune --omit=dev', () => {
  it('keeps no development dependency', () => {
    for (const tool of ['vite', 'tsx', 'esbuild', 'typescript', 'vitest', 'react'])
      expect(existsSync(path.join(tree, 'node_modules', tool)), tool).toBe(false);
    expect(existsSync(path.join(tree, 'node_modules', 'prom-client'))).toBe(true);
  });

  it('serves the one world with plain node: API, control room, documents, branding, API docs', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    await serve('one-world', { MOCK_PORT: String(port), METRICS_PORT: String(metricsPort) }, port);
    const get = (url: string) => call(port, `localhost:${port}`, 'GET', url);
    expect((await get('/v1/healthCheck/api')).status).toBe(200);
    const login = await call(port, `localhost:${port}`, 'POST', '/v1/auth/login', {
      body: CUSTOMER,
    });
    expect(login.status).toBe(200);
    expect((await get('/__sandbox/')).type).toMatch(/^text\/html/);
    const script = await get('/__sandbox/page/control-room.js');
    expect(script.status).toBe(200);
    expect(script.body.length).toBeGreaterThan(5000);
    expect((await get('/__sandbox/page/control-room.css')).status).toBe(200);
    const doc = await get(`/assets/${DOCUMENT.split('/').map(encodeURIComponent).join('/')}`);
    expect(doc.body).toMatch(/^# /);
    expect((await get('/branding/skyline-logo.svg')).status).toBe(200);
    expect((await get('/docs/json')).status).toBe(200);
    // Made on a worker thread, which finds the yaml module from the built file.
    expect((await get('/docs/yaml')).body).toMatch(/^openapi: 3\.1\.0$/m);
    expect((await get('/docs/')).status).toBe(200);
    // The metrics want the operator's key here, and answer without one on the loopback port.
    expect((await get('/metrics')).status).toBe(401);
    const metrics = await call(metricsPort, `127.0.0.1:${metricsPort}`, 'GET', '/metrics');
    expect(metrics.body).toMatch(/^sandbox_http_requests_total/m);
  });

  const trialServes = async (env: Record<string, string>) => {
    const port = await freePort();
    await serve(
      'trial',
      { TRIAL_PORT: String(port), TRIAL_OPERATOR_KEY: OPERATOR_KEY, ...env },
      port,
    );
    const apex = `localhost:${port}`;
    expect((await call(port, apex, 'GET', '/')).type).toMatch(/^text\/html/);
    const created = await call(port, apex, 'POST', '/__worlds', {
      body: {},
      headers: { 'x-sandbox-key': OPERATOR_KEY },
    });
    expect(created.status, created.body).toBe(201);
    const world = (JSON.parse(created.body) as { data: { id: string; key: string } }).data;
    const host = `${world.id}.localhost:${port}`;
    const portal = await call(port, host, 'GET', '/', { headers: { accept: 'text/html' } });
    expect(portal.status).toBe(200);
    expect(portal.body).toContain('<div id="root">');
    const login = await call(port, host, 'POST', '/v1/auth/login', { body: CUSTOMER });
    expect(login.status).toBe(200);
    const key = { 'x-sandbox-key': world.key };
    expect((await call(port, host, 'GET', '/__sandbox/outbox', { headers: key })).status).toBe(200);
    expect((await call(port, host, 'GET', '/__sandbox/page/control-room.js')).status).toBe(200);
    // The landing page's button: a world, and its one-time code for the key.
    const start = await call(port, apex, 'POST', '/__worlds/start');
    expect(start.status).toBe(303);
    expect(start.location).toMatch(/\/__sandbox\/claim\?code=/);
  };

  it('serves the hosted trial with plain node, its worlds in files', () => trialServes({}));

  describe('with DATABASE_URL', () => {
    let db: EmbeddedServer;
    beforeAll(async () => void (db = await startEmbeddedPostgres()));
    afterAll(async () => db?.destroy());
    it('serves the hosted trial with plain node, its worlds in PostgreSQL', () =>
      trialServes({ DATABASE_URL: db.url }));
  });
});
