import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_OUTLIVED_WORLD } from '../../mock-server/src/domain/vms/vm-secrets';
import { copyOfWorld } from '../../mock-server/src/model/world-json';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { dataFolderPerTest, openDataFolder } from './support/data-folder';
import { createTestApp, DEMO, signIn, TEST_NOW, type TestApp } from './support/test-app';
import { createWorld, inWorld, trialApps } from './support/trial-app';
import { as, companyOf, LONG_SESSIONS, signInAs, storedVm, type As } from './support/vms';

// Key generation can be held at a gate, so a test can act while a key is being made.
const gate = vi.hoisted(() => ({
  held: false,
  started: [] as (() => void)[],
  waiting: [] as (() => void)[],
}));
vi.mock('../../mock-server/src/domain/vms/rsa-key-workers', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../mock-server/src/domain/vms/rsa-key-workers')>();
  const workers = real.rsaKeyWorkers;
  const makeKey = workers.privateKeyPem.bind(workers);
  workers.privateKeyPem = async (modulusLength?: number) => {
    if (gate.held) {
      for (const started of gate.started.splice(0)) started();
      await new Promise<void>((resolve) => gate.waiting.push(resolve));
    }
    return makeKey(modulusLength);
  };
  return real;
});
const keyGenerationStarted = () => new Promise<void>((resolve) => gate.started.push(resolve));
const releaseKeys = () => {
  gate.held = false;
  for (const go of gate.waiting.splice(0)) go();
};

const start = trialApps();
const folder = dataFolderPerTest();
afterEach(releaseKeys);

/** A seeded Running VM of the customer's company: it has no key until someone asks. */
const keylessVm = (t: TestApp) =>
  t.store.data.virtualMachines.find(
    (v) => v.companyId === companyOf(t) && v.status === 'Running' && v.privateKeyPem === null,
  )!;

/** A first download of a keyless VM's key, held while its key is being made. */
async function downloadWhileKeyIsMade() {
  const t = await createTestApp({ env: LONG_SESSIONS });
  const customer: As = await signInAs(t, 'customer');
  const vm = keylessVm(t);
  gate.held = true;
  const started = keyGenerationStarted();
  const download = customer.get(`/v1/virtualMachines/getAccessKey/${vm.id}`).then((r) => r);
  await started;
  return { t, vm, download };
}

describe("a VM's key is written through its world's store", () => {
  it('never lands on the VM of the same id in a world swapped in meanwhile', async () => {
    const { t, vm, download } = await downloadWhileKeyIsMade();
    // Swapped in outside the world's own heavy calls, as the sales console re-prepares a demo.
    await t.store.replace(copyOfWorld(t.store.data));
    releaseKeys();

    const answer = await download;
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: KEY_OUTLIVED_WORLD, data: null });
    expect(storedVm(t, vm.id).privateKeyPem).toBeNull();
    await t.app.close();
  });

  it('makes a reset wait for the key being made, which the world after it does not keep', async () => {
    const { t, vm, download } = await downloadWhileKeyIsMade();
    let resetDone = false;
    const reset = t.api
      .post('/__sandbox/reset')
      .send({})
      .then((r) => ((resetDone = true), r));
    await new Promise((resume) => setTimeout(resume, 50));
    expect(resetDone).toBe(false); // a heavy call: it waits for the download's turn
    releaseKeys();

    const answer = await download;
    expect(answer.status).toBe(200);
    expect((await reset).status).toBe(200);
    expect(storedVm(t, vm.id).privateKeyPem).toBeNull();
    await t.app.close();
  });

  it('is journaled: the key survives a reopen of the data folder without a shutdown', async () => {
    const clock = fakeClock(TEST_NOW);
    const open = () => openDataFolder(folder.dir, clock);
    const t = await createTestApp({ env: LONG_SESSIONS, store: (await open()).store, clock });
    const vm = keylessVm(t);
    const customer = await signInAs(t, 'customer');
    const res = await customer.get(`/v1/virtualMachines/getAccessKey/${vm.id}`).expect(200);
    await t.app.close();

    const reopened = await open();
    const stored = reopened.store.data.virtualMachines.find((v) => v.id === vm.id);
    expect(stored?.privateKeyPem).toBe(res.body.data.privateKey);
    await reopened.store.close();
  });

  it('is refused, like every write, once a hosted world is past its size cap', async () => {
    let t = await start({ env: LONG_SESSIONS });
    const created = await createWorld(t);
    const { accessToken } = await signIn(
      inWorld(t, created),
      DEMO.customer.email,
      DEMO.customer.password,
    );
    const list = await as(inWorld(t, created), accessToken)
      .get('/v1/virtualMachines/list')
      .expect(200);
    const vmId = (list.body.data.data as { id: number; status: string }[]).find(
      (v) => v.status === 'Running',
    )!.id;
    await t.close();

    // The same world and session after a restart with a cap it is already past.
    const env = { ...LONG_SESSIONS, TRIAL_MAX_WORLD_MB: '0.01' };
    t = await start({ env, dir: t.dir, clock: t.clock });
    const customer = as(inWorld(t, created), accessToken);
    const refused = await customer.get(`/v1/virtualMachines/getAccessKey/${vmId}`).expect(507);
    expect(refused.body.message).toMatch(/^This sandbox has used all of its 0.01 MB of storage/);
  });
});
