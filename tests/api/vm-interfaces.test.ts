import { beforeEach, describe, expect, it } from 'vitest';
import { jobProgressSchema } from '../../contract/jobs';
import { networkAdapterListSchema, networkAdapterSchema } from '../../contract/network-adapters';
import { NETWORK_ERROR_MESSAGES as E } from '../../contract/network-messages';
import { availableNetworkListSchema } from '../../contract/networks';
import { quotaRefusal } from '../../contract/quotas';
import type { TestApp } from './support/test-app';
import { readyNetwork, slash24 } from './support/networks';
import { CAT, companyOf, createBody, forceStatus, type As, twoTenants } from './support/vms';

let t: TestApp;
let customer: As;
let reseller: As;
beforeEach(async () => {
  ({ t, customer, reseller } = await twoTenants());
});

/** A VM of the customer in Ashburn, booted, then put in `status`. */
async function vmIn(status: 'Running' | 'Stopped', providerId: number = CAT.atlasAshburn) {
  const configurationId = providerId === CAT.meridianAshburn ? CAT.micro : CAT.small;
  const res = await customer
    .post(
      '/v1/virtualMachines/create',
      createBody({ name: `nic-${status}`, providerId, configurationId }),
    )
    .expect(200);
  t.clock.advance(120_000);
  const id = res.body.data.resourceId as number;
  await forceStatus(t, id, status);
  return id;
}
const adapters = async (vmId: number) =>
  networkAdapterListSchema.parse(
    (await customer.get(`/v1/networks/listNetAdapters/${vmId}`).expect(200)).body.data,
  );
const available = async (vmId: number) =>
  availableNetworkListSchema.parse(
    (await customer.get(`/v1/virtualMachines/${vmId}/availableNetworks`).expect(200)).body.data,
  );
const add = (vmId: number, networkId: number) =>
  customer.post(`/v1/virtualMachines/${vmId}/addNetworkInterfaces`, { networkId });

/** Networks /24 each, in Ashburn, 10.80.<i>.0. */
async function networks(count: number, from = 0): Promise<number[]> {
  const ids: number[] = [];
  for (let i = from; i < from + count; i++)
    ids.push(
      await readyNetwork(t, customer, {
        name: `Nic Net ${i}`,
        ...slash24(80, i),
      }),
    );
  return ids;
}

describe('adding and removing interfaces', () => {
  let vm: number;
  let nets: number[];
  beforeEach(async () => {
    vm = await vmIn('Stopped');
    nets = await networks(5);
  });
  /** The first network's interface, attached and settled. */
  async function attachFirst() {
    await add(vm, nets[0] as number).expect(200);
    t.clock.advance(120_000);
  }
  /** Five interfaces in all: the primary, the first network's, and three still attaching. */
  async function fiveInterfaces() {
    await attachFirst();
    for (const id of nets.slice(1, 4)) await add(vm, id).expect(200);
  }

  it("offers the caller's networks in the VM's region that it is not on yet", async () => {
    const offered = await available(vm);
    const ids = offered.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(nets));
    const names = offered.map((n) => n.name);
    expect(names).toContain('Storage Replication');
    expect(names).not.toContain('Default Network'); // already its primary network
    expect(names).not.toContain('Analytics Cluster'); // Frankfurt
    expect(offered.find((n) => n.name === 'Storage Replication')?.cidrBlock).toBeNull();
  });

  it('attaches through a job of up to 2 minutes, with the next lease and a lowercase MAC', async () => {
    const res = await add(vm, nets[0] as number).expect(200);
    const job = jobProgressSchema.parse(res.body.data);
    expect(job.isCompleted).toBe(false);
    expect(job.timeRemaining).toBeLessThanOrEqual(120);
    const attaching = (await adapters(vm)).find((a) => a.networkId === nets[0]);
    expect(attaching).toMatchObject({ vmnic: 2, privateIp: '10.80.0.10', attaching: true });
    t.clock.advance(120_000);
    const [primary, second] = await adapters(vm);
    expect(primary?.vmnic).toBe(1);
    expect(second).toMatchObject({ vmnic: 2, attaching: false, publicIp: null });
    expect(second?.macAddress).toMatch(/^52:54:00(:[0-9a-f]{2}){3}$/);
    expect((await available(vm)).map((n) => n.id)).not.toContain(nets[0]);
  });

  it('refuses a second interface on the same network', async () => {
    await attachFirst();
    const res = await add(vm, nets[0] as number).expect(409);
    expect(res.body.message).toBe(E.alreadyAttached);
  });

  it('allows five interfaces in all, then refuses', async () => {
    await attachFirst();
    for (const id of nets.slice(1, 4)) await add(vm, id).expect(200);
    expect(await adapters(vm)).toHaveLength(5);
    const res = await add(vm, nets[4] as number).expect(409);
    expect(res.body.message).toBe(E.interfaceLimit);
  });

  it('never removes the primary; removes another and frees its lease', async () => {
    await fiveInterfaces();
    const list = await adapters(vm);
    const primary = list.find((a) => a.vmnic === 1);
    const refused = await customer
      .delete(`/v1/virtualMachines/${vm}/removeNetworkInterfaces/${primary?.id}`)
      .expect(409);
    expect(refused.body.message).toBe(E.primaryNotRemovable);
    const second = list.find((a) => a.networkId === nets[0]);
    const res = await customer
      .delete(`/v1/virtualMachines/${vm}/removeNetworkInterfaces/${second?.id}`)
      .expect(200);
    expect(res.body).toEqual({ message: 'Network interface removed successfully', data: null });
    expect(await adapters(vm)).toHaveLength(4);
    await add(vm, nets[4] as number).expect(200);
    t.clock.advance(120_000);
    // Another VM on the first network gets the freed first lease back.
    const other = await vmIn('Stopped');
    await add(other, nets[0] as number).expect(200);
    expect((await adapters(other)).find((a) => a.networkId === nets[0])?.privateIp).toBe(
      '10.80.0.10',
    );
  });

  it('refuses a network of another region', async () => {
    const frankfurt = t.store.data.networks.find((n) => n.name === 'Analytics Cluster')?.id;
    const other = await vmIn('Stopped');
    const res = await add(other, frankfurt as number).expect(409);
    expect(res.body.message).toBe(E.otherRegion);
  });
});

describe('the hotplug rule', () => {
  it('lets a running VM change interfaces only when its provider hotplugs', async () => {
    const [net] = await networks(1, 10);
    const hot = await vmIn('Running', CAT.atlasAshburn);
    await add(hot, net as number).expect(200);
    const cold = await vmIn('Running', CAT.meridianAshburn);
    const res = await add(cold, net as number).expect(409);
    expect(res.body.message).toBe(E.mustStop);
    await forceStatus(t, cold, 'Stopped');
    await add(cold, net as number).expect(200);
    t.clock.advance(120_000);
    await forceStatus(t, cold, 'Running');
    const second = (await adapters(cold)).find((a) => a.vmnic === 2);
    const remove = await customer
      .delete(`/v1/virtualMachines/${cold}/removeNetworkInterfaces/${second?.id}`)
      .expect(409);
    expect(remove.body.message).toBe(E.mustStop);
    await forceStatus(t, cold, 'Stopping');
    const moving = await add(cold, net as number).expect(409);
    expect(moving.body.message).toBe(E.notNow('Stopping'));
  });
});

describe('pool exhaustion', () => {
  it('refuses an interface once the pool has no free address', async () => {
    const [net] = await networks(1, 20);
    await t.store.mutate((w) => {
      const n = w.networks.find((x) => x.id === net);
      if (n) n.allocationPools = [{ start: '10.80.20.10', end: '10.80.20.10' }];
    });
    const a = await vmIn('Stopped');
    await add(a, net as number).expect(200);
    const b = await vmIn('Stopped');
    const res = await add(b, net as number).expect(409);
    expect(res.body.message).toBe(E.poolExhausted('Nic Net 20'));
    const detail = (await customer.get(`/v1/networks/${net}`).expect(200)).body.data;
    expect(detail.usage).toEqual({ usedIPAddresses: 254, totalIPAddresses: 254 });
  });
});

describe('public IPs', () => {
  it('allocates a unique public IPv4, releases it, and hands it out again', async () => {
    const vm = await vmIn('Stopped');
    const [net] = await networks(1, 30);
    await add(vm, net as number).expect(200);
    t.clock.advance(120_000);
    const nic = (await adapters(vm)).find((a) => a.networkId === net);
    const res = await customer.post(`/v1/networks/allocatePublicIp/${nic?.id}`).expect(200);
    expect(res.body.message).toBe('IP allocated successfully');
    const ip = networkAdapterSchema.strict().parse(res.body.data).publicIp as string;
    const everyPublic = [
      ...t.store.data.netAdapters.flatMap((a) => a.publicIp ?? []),
      ...t.store.data.networks.flatMap((n) => n.snatAddress ?? []),
    ];
    expect(everyPublic.filter((p) => p === ip)).toHaveLength(1);
    const again = await customer.post(`/v1/networks/allocatePublicIp/${nic?.id}`).expect(409);
    expect(again.body.message).toBe(E.hasPublicIp);

    const released = await customer.delete(`/v1/networks/releasePublicIp/${nic?.id}`).expect(200);
    expect(released.body).toMatchObject({
      message: 'IP deallocated successfully',
      data: { publicIp: null },
    });
    const twice = await customer.delete(`/v1/networks/releasePublicIp/${nic?.id}`).expect(409);
    expect(twice.body.message).toBe(E.noPublicIp);
    // The next allocation anywhere gets that address back.
    const other = await reseller.get('/v1/virtualMachines/list').expect(200);
    const theirVm = other.body.data.data[0].id;
    const theirNic = (await reseller.get(`/v1/networks/listNetAdapters/${theirVm}`)).body.data[0];
    if (theirNic.publicIp)
      await reseller.delete(`/v1/networks/releasePublicIp/${theirNic.id}`).expect(200);
    const reused = await customer.post(`/v1/networks/allocatePublicIp/${nic?.id}`).expect(200);
    expect(reused.body.data.publicIp).toBe(theirNic.publicIp ?? ip);
  });

  it('has none on a custom network', async () => {
    const vm = await vmIn('Stopped');
    const custom = t.store.data.networks.find((n) => n.name === 'Storage Replication')?.id;
    await add(vm, custom as number).expect(200);
    t.clock.advance(120_000);
    const nic = (await adapters(vm)).find((a) => a.networkId === custom);
    expect(nic).toMatchObject({
      networkType: 'custom',
      cidrBlock: null,
      privateIp: null,
      publicIp: null,
    });
    const res = await customer.post(`/v1/networks/allocatePublicIp/${nic?.id}`).expect(409);
    expect(res.body.message).toBe(E.customNoPublicIp);
  });

  it('holds a trial account to its public IP quota', async () => {
    await t.store.mutate((w) => {
      const company = w.companies.find((c) => c.id === companyOf(t));
      if (company) company.isTrial = true;
    });
    const nic = t.store.data.netAdapters.find(
      (a) => a.companyId === companyOf(t) && a.publicIp === null,
    );
    const res = await customer.post(`/v1/networks/allocatePublicIp/${nic?.id}`).expect(403);
    expect(res.body.message).toBe(quotaRefusal('publicIps'));
  });
});

describe('tenancy', () => {
  it("answers 404 for another company's VM, network or interface", async () => {
    const theirNic = t.store.data.netAdapters.find((a) => a.companyId !== companyOf(t))!;
    const ourVm = await vmIn('Stopped');
    const theirNet = t.store.data.networks.find((n) => n.name === 'Customer DMZ')!;
    const calls = [
      customer.get(`/v1/virtualMachines/${theirNic.vmId}/availableNetworks`),
      customer.post(`/v1/virtualMachines/${theirNic.vmId}/addNetworkInterfaces`, { networkId: 1 }),
      customer.delete(
        `/v1/virtualMachines/${theirNic.vmId}/removeNetworkInterfaces/${theirNic.id}`,
      ),
      customer.delete(`/v1/virtualMachines/${ourVm}/removeNetworkInterfaces/${theirNic.id}`),
      customer.post(`/v1/networks/allocatePublicIp/${theirNic.id}`),
      customer.delete(`/v1/networks/releasePublicIp/${theirNic.id}`),
      add(ourVm, theirNet.id),
    ];
    for (const call of calls) expect((await call).status).toBe(404);
  });

  it('refuses a missing network id with the spec message', async () => {
    const vm = await vmIn('Stopped');
    const res = await customer
      .post(`/v1/virtualMachines/${vm}/addNetworkInterfaces`, {})
      .expect(400);
    expect(res.body.errors).toContainEqual({
      path: 'networkId',
      msg: 'Please select a network first',
    });
  });
});
