import { beforeEach, describe, expect, it } from 'vitest';
import { jobProgressSchema, type JobProgress } from '../../contract/jobs';
import { networkAdapterListSchema } from '../../contract/network-adapters';
import { VM_MESSAGES } from '../../contract/virtual-machines';
import { createTestApp, type TestApp } from './support/test-app';
import {
  advanceInSteps,
  CAT,
  companyOf,
  createBody,
  signInAs,
  storedVm,
  type As,
  twoTenants,
} from './support/vms';

let t: TestApp;
let customer: As;
let reseller: As;
beforeEach(async () => {
  ({ t, customer, reseller } = await twoTenants());
});

const create = (who: As, over: Parameters<typeof createBody>[0] = {}) =>
  who.post('/v1/virtualMachines/create', createBody(over));
const job = async (who: As, id: number): Promise<JobProgress> =>
  jobProgressSchema.parse((await who.get(`/v1/resource/jobs/${id}`).expect(200)).body.data);
const details = async (id: number) =>
  (await customer.get(`/v1/virtualMachines/details/${id}`).expect(200)).body.data;

describe('POST /v1/virtualMachines/create', () => {
  it('answers with the job, then the job moves through its stages and the VM boots', async () => {
    const res = await create(customer, { name: 'web-stages' }).expect(200);
    expect(res.body.message).toBe('Virtual machine is being created');
    const first = jobProgressSchema.parse(res.body.data);
    const vmId = first.resourceId as number;
    expect(first).toMatchObject({
      resourceType: 'virtual_machine',
      resourceName: 'web-stages',
      resourceDisplayName: 'web-stages',
      stage: 'queued',
      progressPercentage: 0,
      isCompleted: false,
      hasFailed: false,
      message: 'Waiting in queue...',
      errorMessage: null,
    });
    const durationS = first.timeRemaining as number;
    expect(durationS).toBeGreaterThanOrEqual(45);
    expect(durationS).toBeLessThanOrEqual(90);
    expect(first.estimatedCompletion?.getTime()).toBe(first.createdAt.getTime() + durationS * 1000);
    expect((await details(vmId)).status).toBe('Provisioning');

    const stages = ['queued'];
    let previous = first;
    await advanceInSteps(t, durationS * 1000, 3000, async () => {
      const p = await job(customer, first.jobId);
      expect(p.progressPercentage).toBeGreaterThanOrEqual(previous.progressPercentage);
      expect(p.timeRemaining as number).toBeLessThan(previous.timeRemaining as number);
      expect(p.estimatedCompletion).toEqual(first.estimatedCompletion);
      if (stages.at(-1) !== p.stage) stages.push(p.stage);
      if (!p.isCompleted) expect((await details(vmId)).status).toBe('Provisioning');
      previous = p;
    });
    expect(stages).toEqual([
      'queued',
      'allocating',
      'creating_disk',
      'booting',
      'configuring_network',
      'completed',
    ]);
    expect(previous).toMatchObject({
      isCompleted: true,
      progressPercentage: 100,
      timeRemaining: 0,
      message: 'Virtual machine is ready',
    });
    expect((await details(vmId)).status).toBe('Running');
  });

  it('creates copies name-1..N under one job whose resource is the group', async () => {
    const res = await create(customer, { name: 'batch', numberOfInstances: 3 }).expect(200);
    expect(res.body.message).toBe('3 virtual machines are being created');
    expect(res.body.data).toMatchObject({
      resourceId: null,
      resourceName: 'batch',
      resourceDisplayName: 'batch (3 VMs)',
    });
    const rows = (await customer.get('/v1/virtualMachines/list', { search: 'batch-' }).expect(200))
      .body.data.data;
    expect(rows.map((r: { name: string }) => r.name).sort()).toEqual([
      'batch-1',
      'batch-2',
      'batch-3',
    ]);
    t.clock.advance(90_000);
    expect((await job(customer, res.body.data.jobId)).message).toBe('3 virtual machines are ready');
    const ips = new Set<string>();
    for (const row of rows) {
      expect((await details(row.id)).status).toBe('Running');
      const adapters = networkAdapterListSchema.parse(
        (await customer.get(`/v1/networks/listNetAdapters/${row.id}`).expect(200)).body.data,
      );
      ips.add(adapters[0]?.privateIp as string);
    }
    expect(ips.size).toBe(3);
  });

  it.each([1, 10])('accepts %i cop(ies)', async (n) => {
    await create(customer, { name: `n${n}`, numberOfInstances: n }).expect(200);
  });

  it.each([
    [{ numberOfInstances: 0 }, 'numberOfInstances', VM_MESSAGES.copies],
    [{ numberOfInstances: 11 }, 'numberOfInstances', VM_MESSAGES.copies],
    [{ numberOfInstances: 2.5 }, 'numberOfInstances', VM_MESSAGES.copies],
    [{ name: '' }, 'name', VM_MESSAGES.emptyFields],
    [{ name: 'x'.repeat(65) }, 'name', VM_MESSAGES.nameTooLong],
    [{ name: 'web server' }, 'name', VM_MESSAGES.nameCharacters],
    [{ datacenterId: undefined }, 'datacenterId', VM_MESSAGES.emptyFields],
    [{ providerId: 0 }, 'providerId', VM_MESSAGES.emptyFields],
    [{ datacenterId: 999 }, 'datacenterId', 'Datacenter not found'],
    [{ imageId: 999 }, 'imageId', 'Image not found'],
    [{ configurationId: 999 }, 'configurationId', 'Machine configuration not found'],
  ] as const)('refuses %o with 400 on %s: %s', async (over, path, msg) => {
    const res = await create(customer, over as object).expect(400);
    expect(res.body).toMatchObject({ message: msg, data: null });
    expect(res.body.errors).toContainEqual({ path, msg });
  });

  it('refuses a size no provider offers there, or a provider that does not offer it', async () => {
    const noneThere = await create(customer, {
      datacenterId: CAT.singapore,
      configurationId: CAT.extraLarge,
      providerId: CAT.lionCity,
    }).expect(400);
    expect(noneThere.body.message).toBe('Chosen configuration has no possible provider');
    const meridian = await create(customer, {
      configurationId: CAT.large,
      providerId: CAT.meridianAshburn,
    }).expect(400);
    expect(meridian.body.message).toBe(VM_MESSAGES.noProvider);
    const elsewhere = await create(customer, { providerId: CAT.mapleToronto }).expect(400);
    expect(elsewhere.body.errors).toEqual([{ path: 'providerId', msg: VM_MESSAGES.noProvider }]);
  });

  it('refuses Windows on a size without the RAM it needs', async () => {
    const res = await create(customer, {
      imageId: CAT.windows2022,
      configurationId: CAT.micro,
    }).expect(400);
    expect(res.body.message).toMatch(/needs at least 8 GB of RAM/);
  });

  it("assigns the caller's team, and refuses another company's", async () => {
    const own = t.store.data.teams.find((x) => x.companyId === companyOf(t, 'customer'));
    const other = t.store.data.teams.find((x) => x.companyId === companyOf(t, 'reseller'));
    const res = await create(customer, { name: 'teamed', teamId: own?.id }).expect(200);
    expect(storedVm(t, res.body.data.resourceId).teamId).toBe(own?.id);
    const refused = await create(customer, { teamId: other?.id }).expect(400);
    expect(refused.body).toMatchObject({ message: 'Team not found' });
  });

  it('reads teamId 0 as unassigned, as the edit call does', async () => {
    const res = await create(customer, { name: 'unteamed', teamId: 0 }).expect(200);
    expect(storedVm(t, res.body.data.resourceId).teamId).toBeNull();
  });

  it('gives each VM a public IPv4 from a documentation range unless declined', async () => {
    const withIp = await create(customer, { name: 'pub' }).expect(200);
    const without = await create(customer, { name: 'priv', allocatePublicIp: false }).expect(200);
    const adaptersOf = async (id: number) =>
      (await customer.get(`/v1/networks/listNetAdapters/${id}`).expect(200)).body.data;
    expect((await adaptersOf(withIp.body.data.resourceId))[0].publicIp).toMatch(
      /^(198\.51\.100|203\.0\.113|192\.0\.2)\.\d+$/,
    );
    expect((await adaptersOf(without.body.data.resourceId))[0].publicIp).toBeNull();
  });

  it("makes the company's Default Network with its first VM in a region", async () => {
    const companyId = companyOf(t, 'customer');
    const defaults = () =>
      t.store.data.networks.filter((n) => n.companyId === companyId && n.isDefault);
    const before = defaults().length;
    const first = await create(customer, {
      name: 'yyz',
      datacenterId: CAT.toronto,
      providerId: CAT.mapleToronto,
    }).expect(200);
    const second = await create(customer, {
      name: 'yyz2',
      datacenterId: CAT.toronto,
      providerId: CAT.mapleToronto,
    }).expect(200);
    expect(defaults()).toHaveLength(before + 1);
    const network = defaults().at(-1);
    const prefix = network?.cidrBlock?.replace(/\.0\/22$/, '');
    expect(network).toMatchObject({
      name: 'Default Network',
      networkType: 'standard',
      datacenterId: CAT.toronto,
      gatewayIp: `${prefix}.1`,
    });
    const adapters = await Promise.all(
      [first, second].map(
        async (r) =>
          (await customer.get(`/v1/networks/listNetAdapters/${r.body.data.resourceId}`)).body
            .data[0],
      ),
    );
    expect(adapters.map((a) => a.privateIp)).toEqual([`${prefix}.10`, `${prefix}.11`]);
    expect(adapters[0]).toMatchObject({
      networkName: 'Default Network',
      cidrBlock: network?.cidrBlock,
    });
  });
});

describe('the fail- sentinel', () => {
  it('fails the job at the network stage with an error; its VMs end in Error', async () => {
    const res = await create(customer, { name: 'fail-net', numberOfInstances: 2 }).expect(200);
    const started = jobProgressSchema.parse(res.body.data);
    const total = (started.timeRemaining as number) * 1000;
    t.clock.advance(Math.round(total * 0.85));
    expect(await job(customer, started.jobId)).toMatchObject({
      stage: 'configuring_network',
      hasFailed: false,
    });
    t.clock.advance(Math.round(total * 0.1));
    const failed = await job(customer, started.jobId);
    expect(failed).toMatchObject({
      stage: 'failed',
      hasFailed: true,
      isCompleted: false,
      errorMessage: 'Network configuration failed: no free address in the default network',
      timeRemaining: 0,
    });
    const rows = (await customer.get('/v1/virtualMachines/list', { search: 'fail-net' })).body.data
      .data;
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['Error', 'Error']);
    expect(
      (await customer.get(`/v1/networks/listNetAdapters/${rows[0].id}`).expect(200)).body.data,
    ).toEqual([]);
  });
});

describe('GET /v1/resource/jobs/:id', () => {
  it("answers 404 for another company's job and for unknown ids", async () => {
    const res = await create(customer, { name: 'mine' }).expect(200);
    for (const id of [res.body.data.jobId, 99999]) {
      const other = await reseller.get(`/v1/resource/jobs/${id}`).expect(404);
      expect(other.body).toEqual({ message: 'Job not found', data: null });
    }
  });

  it('needs a signed-in user', async () => {
    await t.api.get('/v1/resource/jobs/1').expect(401);
  });
});

describe('SANDBOX_TIME_SCALE', () => {
  it('shortens every duration', async () => {
    const fast = await createTestApp({ env: { SANDBOX_TIME_SCALE: '0.1' } });
    const c = await signInAs(fast);
    const res = await c.post('/v1/virtualMachines/create', createBody()).expect(200);
    expect(res.body.data.timeRemaining).toBeLessThanOrEqual(9);
    fast.clock.advance(9_000);
    const vmId = res.body.data.resourceId;
    expect((await c.get(`/v1/virtualMachines/details/${vmId}`)).body.data.status).toBe('Running');
    await c.post(`/v1/virtualMachines/stop/${vmId}`).expect(200);
    fast.clock.advance(600);
    expect((await c.get(`/v1/virtualMachines/details/${vmId}`)).body.data.status).toBe('Stopped');
    await fast.app.close();
  });
});
