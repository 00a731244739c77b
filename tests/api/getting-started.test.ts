import { beforeEach, describe, expect, it } from 'vitest';
import { GETTING_STARTED_UNAVAILABLE } from '../../contract/getting-started';
import { fakeClock } from '../../mock-server/src/simulation/clock';
import { dataFolderPerTest, openDataFolder } from './support/data-folder';
import { createTestApp, DEMO, TEST_NOW, type TestApp } from './support/test-app';
import { readyNetwork } from './support/networks';
import { as, companyOf, createBody, LONG_SESSIONS, signInAs, type As } from './support/vms';
import { signIn } from './support/test-app';

const DEMO_ON = { ...LONG_SESSIONS, SANDBOX_DEMO: '1' };
let t: TestApp;
let customer: As;

const progress = async (who: As = customer) =>
  (await who.get('/__sandbox/gettingStarted').expect(200)).body.data as {
    world: string;
    steps: { id: string; done: boolean }[];
    done: number;
    total: number;
  };
const doneIds = async (who: As = customer) =>
  (await progress(who)).steps.filter((s) => s.done).map((s) => s.id);

describe('GET /__sandbox/gettingStarted with SANDBOX_DEMO=1', () => {
  beforeEach(async () => {
    t = await createTestApp({ env: DEMO_ON });
    customer = await signInAs(t);
  });

  it('starts at 0 of 5 in a fresh world, whatever the seed holds', async () => {
    expect(await progress()).toEqual({
      world: 'local',
      steps: [
        { id: 'vm-running', done: false },
        { id: 'network-created', done: false },
        { id: 'teammate-invited', done: false },
        { id: 'console-opened', done: false },
        { id: 'support-used', done: false },
      ],
      done: 0,
      total: 5,
    });
  });

  it('ticks a VM only once it has reached Running, and keeps it ticked when stopped', async () => {
    const res = await customer.post('/v1/virtualMachines/create', createBody()).expect(200);
    const id = res.body.data.resourceId as number;
    expect(await doneIds()).toEqual([]);
    t.clock.advance(10 * 60_000);
    await customer.get(`/v1/virtualMachines/details/${id}`).expect(200);
    expect(await doneIds()).toEqual(['vm-running']);
    await customer.post(`/v1/virtualMachines/stop/${id}`).expect(200);
    t.clock.advance(10 * 60_000);
    expect(await doneIds()).toEqual(['vm-running']);
  });

  it('ticks a network made by the user, not the default one a first VM brings', async () => {
    await readyNetwork(t, customer);
    expect(await doneIds()).toEqual(['network-created']);
  });

  it('ticks an invited teammate', async () => {
    await customer
      .post('/v1/users/create', { email: 'new.colleague@northwind.example', roleId: 3 })
      .expect(200);
    expect(await doneIds()).toEqual(['teammate-invited']);
  });

  it("ticks an opened console once, from the world's own note of it", async () => {
    const running = t.store.data.virtualMachines.find(
      (vm) => vm.companyId === companyOf(t) && vm.status === 'Running' && !vm.deletedAt,
    );
    await customer.get(`/v1/virtualMachines/getConsole/${running!.id}`).expect(200);
    expect(await doneIds()).toEqual(['console-opened']);
    const noted = t.store.data.firsts;
    await customer.get(`/v1/virtualMachines/getConsole/${running!.id}`).expect(200);
    expect(t.store.data.firsts).toEqual(noted);
  });

  it('ticks support for a guide read while signed in, and writes nothing on the next read', async () => {
    const guide = '/assets/support/Portal%20Guides%20and%20Information/Portal%20Quick%20Tips.md';
    // Anonymous reads are nobody's progress.
    await t.api.get(guide).expect(200);
    expect(await doneIds()).toEqual([]);
    await customer.get(guide).expect(200);
    expect(await doneIds()).toEqual(['support-used']);
    const firsts = t.store.data.firsts;
    await customer.get(guide).expect(200);
    expect(t.store.data.firsts).toBe(firsts);
  });

  it('ticks support for an opened ticket', async () => {
    await customer.post('/v1/support/sendEmail', { message: 'How do I resize a VM?' }).expect(200);
    expect(await doneIds()).toEqual(['support-used']);
  });

  it("shows each company its own progress, never another's", async () => {
    await readyNetwork(t, customer);
    await customer.post('/v1/support/sendEmail', { message: 'Hello there' }).expect(200);
    const reseller = await signInAs(t, 'reseller');
    expect((await progress(reseller)).done).toBe(0);
    expect((await progress()).done).toBe(2);
  });

  it('asks for a signed-in user who has passed MFA', async () => {
    await t.api.get('/__sandbox/gettingStarted').expect(401);
    const pre = await t.api.post('/v1/auth/login').send(DEMO.customer).expect(200);
    await t.api
      .get('/__sandbox/gettingStarted')
      .set('authorization', pre.headers.authorization as string)
      .expect(401);
  });

  it('goes back to 0 with a reset: the world is its starting point again', async () => {
    await readyNetwork(t, customer);
    await t.api.post('/__sandbox/reset').send({}).expect(200);
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    expect((await progress(as(t, accessToken))).done).toBe(0);
  });
});

describe('GET /__sandbox/gettingStarted without SANDBOX_DEMO', () => {
  it('is not offered (404 with a clear message)', async () => {
    t = await createTestApp({ env: { ...LONG_SESSIONS, SANDBOX_DEMO: '0' } });
    const res = await (await signInAs(t)).get('/__sandbox/gettingStarted').expect(404);
    expect(res.body.message).toBe(GETTING_STARTED_UNAVAILABLE);
  });
});

describe('the noted firsts, across a restart', () => {
  const folder = dataFolderPerTest();

  it("keeps a console opened and a guide read in the world's journal", async () => {
    const clock = fakeClock(TEST_NOW);
    const first = await openDataFolder(folder.dir, clock);
    t = await createTestApp({ store: first.store, clock, env: DEMO_ON });
    customer = await signInAs(t);
    const running = t.store.data.virtualMachines.find(
      (vm) => vm.companyId === companyOf(t) && vm.status === 'Running' && !vm.deletedAt,
    );
    await customer.get(`/v1/virtualMachines/getConsole/${running!.id}`).expect(200);
    await customer
      .get('/assets/support/Portal%20Guides%20and%20Information/Portal%20Quick%20Tips.md')
      .expect(200);
    await t.app.close();
    await first.store.close();

    const second = await openDataFolder(folder.dir, clock);
    t = await createTestApp({ store: second.store, clock, env: DEMO_ON });
    const { accessToken } = await signIn(t, DEMO.customer.email, DEMO.customer.password);
    expect(await doneIds(as(t, accessToken))).toEqual(['console-opened', 'support-used']);
    await t.app.close();
    await second.store.close();
  });
});
