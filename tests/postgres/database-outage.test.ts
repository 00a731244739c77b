import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../mock-server/src/storage/ports/unavailable';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { DEMO, signIn, TEST_NOW } from '../api/support/test-app';
import { as } from '../api/support/vms';
import { startEmbeddedPostgres, type EmbeddedServer } from '../support/embedded-postgres-server';
import { OPERATOR_KEY } from '../api/support/trial-app';
import { createWorld, inWorld, startProcess, type Process } from './support/pg-trial-app';

// A server of this file's own: stopping the run's shared one would fail every other file.
let server: EmbeddedServer;
let sandbox: Process;
const clock = fakeClock(TEST_NOW);
beforeAll(async () => {
  server = await startEmbeddedPostgres();
  sandbox = await startProcess(server.url, clock, { connectTimeoutMs: 1_000 });
});
afterAll(async () => {
  await sandbox?.close();
  await server?.destroy();
});

describe('the database going away and coming back', () => {
  it('answers 503 while it is away, loses nothing acknowledged, and recovers by itself', async () => {
    const world = await createWorld(sandbox);
    const inIt = inWorld(sandbox, world, clock);
    const token = (await signIn(inIt, DEMO.customer.email, DEMO.customer.password)).accessToken;
    const customer = as(inIt, token);
    await customer.post('/v1/teams/create', { name: 'Before the outage' }).expect(200);

    await sandbox.apex().get('/readyz').expect(200);
    const metrics = await sandbox.apex().get('/metrics').set('x-sandbox-key', OPERATOR_KEY);
    expect(metrics.text).toMatch(/^sandbox_database_connections\{state="total"\} [1-9]/m);
    expect(metrics.text).toMatch(
      /^sandbox_storage_write_seconds_count\{kind="commit",backend="postgres"\} [1-9]/m,
    );
    await server.stop();
    const notReady = await sandbox.apex().get('/readyz').expect(503);
    expect(notReady.body.message).toMatch(/^Not ready: the database does not answer/);
    for (const res of [
      await customer.get('/v1/teams/list'),
      await customer.post('/v1/teams/create', { name: 'During the outage' }),
      await sandbox.apex().post('/__worlds').set('x-sandbox-key', 'x'.repeat(32)).send({}),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(DATABASE_UNAVAILABLE);
    }

    await server.start();
    await sandbox.apex().get('/readyz').expect(200);
    const names = (
      (await customer.get('/v1/teams/list').expect(200)).body.data.data as {
        name: string;
      }[]
    ).map((t) => t.name);
    expect(names).toContain('Before the outage');
    expect(names).not.toContain('During the outage');
    await customer.post('/v1/teams/create', { name: 'After the outage' }).expect(200);
    await createWorld(sandbox);
  });
});
