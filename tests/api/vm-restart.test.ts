import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../mock-server/src/config';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { openFileStore } from '../../mock-server/src/storage/file/file-store';
import { seedWorld } from '../../mock-server/src/seed/seed';
import { createTestApp, DEMO, signIn, TEST_NOW, type TestApp } from './support/test-app';
import { as, createBody, LONG_SESSIONS } from './support/vms';

let dir: string;
let t: TestApp | null = null;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-restart-'));
});
afterEach(async () => {
  await t?.app.close();
  await rm(dir, { recursive: true, force: true });
});

const clock = fakeClock(TEST_NOW);
const open = () => {
  const config = readConfig({ SANDBOX_DATA_DIR: dir });
  return openFileStore({
    dir,
    fresh: false,
    now: clock.now(),
    seed: () => seedWorld(config, clock.now()),
  });
};

describe('a restart in the middle of a job', () => {
  it('resumes where it was and completes on time', async () => {
    t = await createTestApp({ store: (await open()).store, clock, env: LONG_SESSIONS });
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    let customer = as(t, accessToken);
    const created = await customer
      .post('/v1/virtualMachines/create', createBody({ name: 'survivor' }))
      .expect(200);
    const { jobId, resourceId, timeRemaining } = created.body.data;
    clock.advance(20_000);
    const before = (await customer.get(`/v1/resource/jobs/${jobId}`).expect(200)).body.data;
    expect(before.isCompleted).toBe(false);
    await t.app.close();

    // A new process on the same data file, at the same instant: the same progress.
    const reopened = await open();
    expect(reopened.seeded).toBe(false);
    t = await createTestApp({ store: reopened.store, clock, env: LONG_SESSIONS });
    customer = as(t, accessToken);
    expect((await customer.get(`/v1/resource/jobs/${jobId}`).expect(200)).body.data).toEqual(
      before,
    );
    expect((await customer.get(`/v1/virtualMachines/details/${resourceId}`)).body.data.status).toBe(
      'Provisioning',
    );

    clock.advance(timeRemaining * 1000 - 20_000);
    expect((await customer.get(`/v1/resource/jobs/${jobId}`).expect(200)).body.data).toMatchObject({
      isCompleted: true,
      stage: 'completed',
    });
    expect((await customer.get(`/v1/virtualMachines/details/${resourceId}`)).body.data.status).toBe(
      'Running',
    );
  });
});
