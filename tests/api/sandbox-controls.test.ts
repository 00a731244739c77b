import { describe, expect, it } from 'vitest';
import { quotaRefusal, TRIAL_QUOTAS } from '../../contract/quotas';
import { SIMULATED_OUTAGE } from '../../mock-server/src/plugins/scenario-faults';
import { createTestApp, DEMO, type TestApp } from './support/test-app';
import {
  CAT,
  companyOf,
  createBody,
  LONG_SESSIONS,
  signInAs,
  storedVm,
  type As,
} from './support/vms';

const control = (t: TestApp) => ({
  get: (path: string) => t.api.get(`/__sandbox${path}`),
  post: (path: string, body: object = {}) => t.api.post(`/__sandbox${path}`).send(body),
  put: (path: string, body: object) => t.api.put(`/__sandbox${path}`).send(body),
  patch: (path: string, body: object) => t.api.patch(`/__sandbox${path}`).send(body),
  delete: (path: string) =>
    t.api.delete(`/__sandbox${path}`).set('content-type', 'application/json').send('{}'),
});

async function setup(env: Record<string, string> = {}) {
  const t = await createTestApp({ env: { ...LONG_SESSIONS, ...env } });
  return { t, sandbox: control(t), customer: await signInAs(t, 'customer') };
}

const create = async (who: As, over: Parameters<typeof createBody>[0] = {}) =>
  (await who.post('/v1/virtualMachines/create', createBody(over)).expect(200)).body.data;
const jobOf = async (who: As, jobId: number) =>
  (await who.get(`/v1/resource/jobs/${jobId}`).expect(200)).body.data;

describe('the clock', () => {
  it('pauses (a job stops moving), fast-forwards (the job completes) and resumes', async () => {
    const { t, sandbox, customer } = await setup();
    const job = await create(customer, { name: 'clockwork' });
    await sandbox.post('/clock/pause').expect(200);
    const before = await jobOf(customer, job.jobId);
    t.clock.advance(30_000);
    expect((await jobOf(customer, job.jobId)).progressPercentage).toBe(before.progressPercentage);

    const moved = await sandbox.post('/clock/fastForward', { minutes: 5 }).expect(200);
    expect(moved.body.data).toMatchObject({ paused: true, offsetMinutes: 0 });
    expect(await jobOf(customer, job.jobId)).toMatchObject({
      isCompleted: true,
      progressPercentage: 100,
    });
    expect(storedVm(t, job.resourceId).status).toBe('Running');

    const resumed = await sandbox.post('/clock/resume').expect(200);
    expect(resumed.body.data.paused).toBe(false);
    // Five minutes ahead of real time, less the half minute spent paused.
    expect(resumed.body.data.offsetMinutes).toBe(Math.round(4.5));
  });

  it('changes the time scale of what starts from now on', async () => {
    const { sandbox, customer } = await setup();
    await sandbox.put('/clock/timeScale', { scale: 0.01 }).expect(200);
    const job = await create(customer, { name: 'quick' });
    const info = await sandbox.get('/info').expect(200);
    expect(info.body.data.clock.timeScale).toBe(0.01);
    const progress = await jobOf(customer, job.jobId);
    expect(Date.parse(progress.estimatedCompletion) - Date.parse(progress.createdAt)).toBeLessThan(
      1000,
    );
  });
});

describe('scenarios', () => {
  it('makes the next VM creation fail at the chosen stage with the chosen words, once', async () => {
    const { t, sandbox, customer } = await setup();
    await sandbox
      .patch('/scenarios', {
        failNextCreation: {
          resourceType: 'virtual_machine',
          stage: 'booting',
          message: 'Host rack lost power',
        },
      })
      .expect(200);
    expect((await sandbox.get('/info')).body.data.scenarios).toContainEqual(
      expect.objectContaining({ key: 'failNextCreation' }),
    );
    const failing = await create(customer, { name: 'doomed' });
    t.clock.advance(90_000);
    expect(await jobOf(customer, failing.jobId)).toMatchObject({
      hasFailed: true,
      errorMessage: 'Host rack lost power',
      message: 'Failed while booting virtual machine',
    });
    expect(storedVm(t, failing.resourceId).status).toBe('Error');
    const next = await create(customer, { name: 'fine' });
    t.clock.advance(90_000);
    expect((await jobOf(customer, next.jobId)).isCompleted).toBe(true);
  });

  it('turns consoles off and on', async () => {
    const { t, sandbox, customer } = await setup();
    const vm = t.store.data.virtualMachines.find(
      (v) =>
        v.companyId === companyOf(t) && v.status === 'Running' && v.providerId === CAT.atlasAshburn,
    );
    await sandbox.patch('/scenarios', { consolesUnavailable: true }).expect(200);
    const refused = await customer.get(`/v1/virtualMachines/getConsole/${vm?.id}`).expect(409);
    expect(refused.body.message).toBe('Console is currently unavailable');
    await sandbox.patch('/scenarios', { consolesUnavailable: false }).expect(200);
    await customer.get(`/v1/virtualMachines/getConsole/${vm?.id}`).expect(200);
  });

  it('answers chosen calls with 503, and adds latency, until switched off', async () => {
    const { sandbox, customer } = await setup();
    await sandbox
      .patch('/scenarios', {
        serverErrors: { rate: 1, paths: ['/virtualMachines'] },
        latencyMs: 150,
      })
      .expect(200);
    const started = Date.now();
    const failing = await customer.get('/v1/virtualMachines/list');
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(failing.status).toBe(503);
    expect(failing.body).toEqual({ message: SIMULATED_OUTAGE, data: null });
    await customer.get('/v1/teams/list').expect(200);
    await sandbox.patch('/scenarios', { serverErrors: null, latencyMs: 0 }).expect(200);
    await customer.get('/v1/virtualMachines/list').expect(200);
  });

  it('puts a datacenter into setup (with its job) or maintenance, and back', async () => {
    const { sandbox, customer } = await setup();
    await sandbox.post(`/datacenters/${CAT.ashburn}/initialize`, { minutes: 10 }).expect(200);
    const availability = (await customer.get(`/v1/resource/datacenterAvailability/${CAT.ashburn}`))
      .body.data;
    expect(availability).toMatchObject({ available: false, reason: 'initialization_in_progress' });
    expect((await jobOf(customer, availability.currentProgress.jobId)).isCompleted).toBe(false);
    await customer.post('/v1/virtualMachines/create', createBody()).expect(409);

    await sandbox
      .post(`/datacenters/${CAT.ashburn}/maintenance`, { reason: 'power work' })
      .expect(200);
    const maintenance = await customer.post('/v1/virtualMachines/create', createBody()).expect(409);
    expect(maintenance.body.message).toBe('Datacenter is currently unavailable: power work');
    await sandbox.delete(`/datacenters/${CAT.ashburn}/outage`).expect(200);
    await customer.post('/v1/virtualMachines/create', createBody()).expect(200);
  });

  it('lets the seeded trial account grow to its VM quota, then names the quota it reached', async () => {
    const { t } = await setup();
    const trial = await signInAs(t, 'trial');
    const held = t.store.data.virtualMachines.filter(
      (v) => v.companyId === companyOf(t, 'trial') && v.deletedAt === null,
    ).length;
    const room = TRIAL_QUOTAS.virtualMachines - held;
    expect(room).toBeGreaterThan(0);
    await create(trial, { name: 'trial-web', numberOfInstances: room });
    const refused = await trial.post('/v1/virtualMachines/create', createBody()).expect(403);
    expect(refused.body.message).toBe(quotaRefusal('virtualMachines'));
  });

  it('enforces trial quotas, and can make them exceeded at once', async () => {
    const { t, sandbox, customer } = await setup();
    await t.store.mutate((world) => {
      const company = world.companies.find((c) => c.id === companyOf(t));
      if (company) company.isTrial = true;
    });
    // The seeded company already holds more than a trial may: any new VM is refused.
    const refused = await customer.post('/v1/virtualMachines/create', createBody()).expect(403);
    expect(refused.body.message).toBe(quotaRefusal('virtualMachines'));

    const other = await signInAs(t, 'reseller');
    await other.post('/v1/virtualMachines/create', createBody({ datacenterId: 8, providerId: 9 }));
    await sandbox.patch('/scenarios', { quotaExceeded: true }).expect(200);
    // Not a trial account: no per-account limits, whatever the scenario.
    expect(
      (
        await other.post(
          '/v1/virtualMachines/create',
          createBody({ datacenterId: 8, providerId: 9 }),
        )
      ).status,
    ).not.toBe(403);
  });
});

describe('snapshots', () => {
  it('saves the world under a name and loads the same world back', async () => {
    const { t, sandbox, customer } = await setup();
    await create(customer, { name: 'prepared' });
    await sandbox.post('/snapshots', { name: 'mid-demo' }).expect(200);
    const saved = JSON.stringify(t.store.data);
    await create(customer, { name: 'afterwards' });
    expect(JSON.stringify(t.store.data)).not.toBe(saved);

    await sandbox.post('/snapshots/mid-demo/load').expect(200);
    expect(JSON.stringify(t.store.data)).toBe(saved);
    expect((await sandbox.get('/snapshots')).body.data).toEqual([
      expect.objectContaining({ name: 'mid-demo' }),
    ]);
    await sandbox.delete('/snapshots/mid-demo').expect(200);
    await sandbox.post('/snapshots/mid-demo/load').expect(404);
    expect((await sandbox.post('/snapshots', { name: '../etc' })).status).toBe(400);
  });
});

describe('the request log and the info call', () => {
  it('lists the newest calls with who made them, their problems, and masked bodies', async () => {
    const { sandbox, customer } = await setup();
    await customer.put('/v1/virtualMachines/edit/1', { name: 'bad name!' });
    const list = (await sandbox.get('/requests').expect(200)).body.data;
    expect(list[0]).toMatchObject({
      method: 'PUT',
      path: '/v1/virtualMachines/edit/1',
      status: 400,
      user: DEMO.customer.email,
      problems: ['name: VM name may contain only letters, digits and hyphens'],
    });
    const login = list.find((e: { path: string }) => e.path === '/v1/auth/login');
    const detail = (await sandbox.get(`/requests/${login.id}`).expect(200)).body.data;
    expect(detail.requestBody).toEqual({ email: DEMO.customer.email, password: '•••••' });
  });

  it('offers the demo personas only with SANDBOX_DEMO=1', async () => {
    const off = await setup();
    expect((await off.sandbox.get('/info').expect(200)).body.data).toMatchObject({
      sandbox: true,
      personas: [],
    });
    const on = await setup({ SANDBOX_DEMO: '1' });
    expect((await on.sandbox.get('/info')).body.data.personas).toContainEqual(
      expect.objectContaining({ email: DEMO.customer.email, password: DEMO.customer.password }),
    );
  });
});

describe('the control room page', () => {
  it('is served with a CSP that runs only its own files, and nothing else is served', async () => {
    const { t } = await setup();
    const page = await t.api.get('/__sandbox/').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain('Sandbox control room');
    const script = await t.api.get('/__sandbox/page/control-room.js').expect(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    // Built for the browser from its TypeScript: one script, no imports or type annotations left.
    expect(script.text).toContain('x-sandbox-key');
    expect(script.text).not.toMatch(/^import |: Wire<|as FailNextCreation/m);
    await t.api.get('/__sandbox/page/..%2f..%2fconfig.ts').expect(400);
    // The first request for the script builds it (a few hundred ms on a busy machine).
  }, 15_000);

  it('opens without the key beyond loopback, while its calls still need it', async () => {
    const t = await createTestApp({ env: { HOST: '0.0.0.0' }, sandboxKey: 'k' });
    await t.api.get('/__sandbox/').expect(200);
    const info = await t.api.get('/__sandbox/info').expect(200);
    expect(info.body.data.personas).toEqual([]);
    await t.api.get('/__sandbox/outbox').expect(401);
  });
});
