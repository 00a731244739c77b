import { beforeEach, describe, expect, it } from 'vitest';
import { vmActionResultSchema } from '../../contract/vm-actions';
import {
  VM_ACTION_STATUSES,
  VM_STATUSES,
  vmCan,
  vmRefusal,
  type VmAction,
} from '../../contract/vm-status';
import type { TestApp } from './support/test-app';
import {
  CAT,
  companyOf,
  createBody,
  forceStatus,
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

/** A fresh VM of the customer, created through the API and booted (Running). */
async function bootedVm(over: Parameters<typeof createBody>[0] = {}): Promise<number> {
  const res = await customer.post('/v1/virtualMachines/create', createBody(over)).expect(200);
  t.clock.advance(90_000);
  return res.body.data.resourceId;
}
const statusOf = async (id: number) =>
  (await customer.get(`/v1/virtualMachines/details/${id}`).expect(200)).body.data.status;

/** Every action of the contract's table as the portal calls it. */
const CALLS: Record<VmAction, (who: As, id: number) => ReturnType<As['get']>> = {
  start: (who, id) => who.post(`/v1/virtualMachines/start/${id}`),
  stop: (who, id) => who.post(`/v1/virtualMachines/stop/${id}`),
  reset: (who, id) => who.post(`/v1/virtualMachines/reset/${id}`),
  console: (who, id) => who.get(`/v1/virtualMachines/getConsole/${id}`),
  upgrade: (who, id) =>
    who.put('/v1/virtualMachines/changeConfiguration', { id, configurationId: CAT.extraLarge }),
  edit: (who, id) => who.put(`/v1/virtualMachines/edit/${id}`, { name: 'renamed' }),
  delete: (who, id) => who.delete(`/v1/virtualMachines/delete/${id}`),
  downloadKey: (who, id) => who.get(`/v1/virtualMachines/getAccessKey/${id}`),
  password: (who, id) => who.get(`/v1/virtualMachines/getPassword/${id}`),
};

describe('every action in every status, as the contract table says', () => {
  // A seeded VM of the customer on Atlas Compute in Ashburn, which offers every size and a
  // console: creating one per test would make its key (RSA) 72 times.
  let vmId: number;
  beforeEach(() => {
    vmId = t.store.data.virtualMachines.find(
      (v) =>
        v.companyId === companyOf(t) &&
        v.providerId === CAT.atlasAshburn &&
        v.status === 'Running' &&
        v.sizeId !== null &&
        v.deletedAt === null,
    )!.id;
  });

  for (const action of Object.keys(VM_ACTION_STATUSES) as VmAction[]) {
    for (const status of VM_STATUSES) {
      const allowed = vmCan(action, status);
      it(`${action} when ${status}: ${allowed ? '200' : `409 "${vmRefusal(action, status)}"`}`, async () => {
        await forceStatus(t, vmId, status, CAT.small);
        const res = await CALLS[action](customer, vmId);
        if (allowed) expect(res.status).toBe(200);
        else expect(res.body).toEqual({ message: vmRefusal(action, status), data: null });
        if (!allowed) expect(res.status).toBe(409);
      });
    }
  }
});

describe('power actions', () => {
  it('stop, start and reset go through their statuses by the clock', async () => {
    const id = await bootedVm({ name: 'power' });
    const stop = await customer.post(`/v1/virtualMachines/stop/${id}`).expect(200);
    expect(stop.body.message).toBe('VM is being stopped');
    expect(vmActionResultSchema.parse(stop.body.data)).toMatchObject({ id, status: 'Stopping' });
    t.clock.advance(5_999);
    expect(await statusOf(id)).toBe('Stopping');
    t.clock.advance(1);
    expect(await statusOf(id)).toBe('Stopped');

    const start = await customer.post(`/v1/virtualMachines/start/${id}`).expect(200);
    expect(start.body).toMatchObject({
      message: 'VM is being started',
      data: { status: 'Starting' },
    });
    t.clock.advance(10_000);
    expect(await statusOf(id)).toBe('Running');

    const reset = await customer.post(`/v1/virtualMachines/reset/${id}`).expect(200);
    expect(reset.body).toMatchObject({
      message: 'VM is being reset',
      data: { status: 'Starting' },
    });
    t.clock.advance(9_000);
    expect(await statusOf(id)).toBe('Starting');
    t.clock.advance(1_000);
    expect(await statusOf(id)).toBe('Running');
  });

  it('starts a VM that was powered off from inside (Shutoff)', async () => {
    const shutoff = t.store.data.virtualMachines.find(
      (v) => v.companyId === companyOf(t) && v.status === 'Shutoff' && v.deletedAt === null,
    );
    await customer.post(`/v1/virtualMachines/start/${shutoff?.id}`).expect(200);
    t.clock.advance(10_000);
    expect(await statusOf(shutoff?.id as number)).toBe('Running');
  });

  it('refuses while provisioning with the contract message', async () => {
    const res = await customer.post('/v1/virtualMachines/create', createBody()).expect(200);
    const stop = await customer.post(`/v1/virtualMachines/stop/${res.body.data.resourceId}`);
    expect(stop.status).toBe(409);
    expect(stop.body.message).toBe('VM is still provisioning');
  });
});

describe('PUT /v1/virtualMachines/changeConfiguration', () => {
  const upgrade = (id: number, configurationId: number) =>
    customer.put('/v1/virtualMachines/changeConfiguration', { id, configurationId });

  it('resizes a running VM, which then runs with the new size', async () => {
    const id = await bootedVm({ name: 'grow', configurationId: CAT.small });
    const options = (await customer.get('/v1/virtualMachines/listConfigurations', { vmId: id }))
      .body.data;
    expect(options.map((c: { name: string }) => c.name)).toEqual([
      'Medium',
      'Large',
      'Extra Large',
    ]);

    const res = await upgrade(id, CAT.large).expect(200);
    expect(res.body).toMatchObject({
      message: 'VM is being upgraded',
      data: { status: 'Resizing' },
    });
    const during = (await customer.get(`/v1/virtualMachines/details/${id}`)).body.data;
    expect(during).toMatchObject({
      status: 'Resizing',
      virtualMachine: { configuration: 'Small' },
    });
    t.clock.advance(60_000);
    const after = (await customer.get(`/v1/virtualMachines/details/${id}`)).body.data;
    expect(after).toMatchObject({
      status: 'Running',
      virtualMachine: { configuration: 'Large', configurationId: CAT.large, cpu: 12, ram: 48 },
    });
  });

  it('keeps a stopped VM stopped, and brings a VM in Error back Stopped', async () => {
    const id = await bootedVm({ name: 'cold' });
    await forceStatus(t, id, 'Stopped');
    await upgrade(id, CAT.medium).expect(200);
    t.clock.advance(60_000);
    expect(await statusOf(id)).toBe('Stopped');
    await forceStatus(t, id, 'Error');
    await upgrade(id, CAT.large).expect(200);
    t.clock.advance(60_000);
    expect(await statusOf(id)).toBe('Stopped');
  });

  it('refuses a size with fewer or as many cores', async () => {
    const id = await bootedVm({ name: 'same', configurationId: CAT.medium });
    for (const size of [CAT.medium, CAT.small, CAT.micro]) {
      const res = await upgrade(id, size).expect(400);
      expect(res.body.message).toBe('Upgrade is only possible to a size with more CPU cores');
    }
    expect(storedVm(t, id).sizeId).toBe(CAT.medium);
  });

  it("refuses a size the VM's provider does not offer", async () => {
    const id = await bootedVm({ name: 'meridian', providerId: CAT.meridianAshburn });
    const options = (await customer.get('/v1/virtualMachines/listConfigurations', { vmId: id }))
      .body.data;
    expect(options.map((c: { name: string }) => c.name)).toEqual(['Medium']);
    const res = await upgrade(id, CAT.large).expect(400);
    expect(res.body.message).toBe('Chosen configuration has no possible provider');
  });

  it('refuses a custom VM, and offers it no sizes', async () => {
    const custom = t.store.data.virtualMachines.find(
      (v) => v.companyId === companyOf(t) && v.sizeId === null,
    );
    const id = custom?.id as number;
    const details = (await customer.get(`/v1/virtualMachines/details/${id}`)).body.data;
    expect(details.virtualMachine).toMatchObject({
      configuration: 'Custom',
      configurationId: null,
      isCustom: true,
      cpu: custom?.custom?.cpu,
    });
    const res = await upgrade(id, CAT.extraLarge).expect(409);
    expect(res.body.message).toBe('Custom virtual machines cannot be upgraded');
    expect(
      (await customer.get('/v1/virtualMachines/listConfigurations', { vmId: id })).body.data,
    ).toEqual([]);
  });
});

describe('PUT /v1/virtualMachines/edit/:id', () => {
  it('renames and moves the VM between teams (0 or null: unassigned)', async () => {
    const id = await bootedVm({ name: 'before' });
    const team = t.store.data.teams.find((x) => x.companyId === companyOf(t));
    const res = await customer
      .put(`/v1/virtualMachines/edit/${id}`, { name: 'after', teamId: team?.id })
      .expect(200);
    expect(res.body).toEqual({
      message: 'VM updated successfully',
      data: { id, name: 'after', status: 'Running', teamId: team?.id },
    });
    await customer.put(`/v1/virtualMachines/edit/${id}`, { teamId: 0 }).expect(200);
    expect(storedVm(t, id).teamId).toBeNull();
    await customer.put(`/v1/virtualMachines/edit/${id}`, { teamId: team?.id }).expect(200);
    await customer.put(`/v1/virtualMachines/edit/${id}`, { teamId: null }).expect(200);
    expect(storedVm(t, id).teamId).toBeNull();
  });

  it("refuses no change, a bad name and another company's team", async () => {
    const id = await bootedVm({ name: 'edit-refusals' });
    expect(
      (await customer.put(`/v1/virtualMachines/edit/${id}`, {}).expect(400)).body.message,
    ).toBe('No changes made');
    expect(
      (await customer.put(`/v1/virtualMachines/edit/${id}`, { name: 'a b' }).expect(400)).body
        .message,
    ).toBe('VM name may contain only letters, digits and hyphens');
    const other = t.store.data.teams.find((x) => x.companyId === companyOf(t, 'reseller'));
    const res = await customer
      .put(`/v1/virtualMachines/edit/${id}`, { teamId: other?.id })
      .expect(400);
    expect(res.body.message).toBe('Team not found');
  });
});

describe('DELETE /v1/virtualMachines/delete/:id', () => {
  it('removes the VM from every call but keeps it in the dashboard counts', async () => {
    const id = await bootedVm({ name: 'doomed' });
    const dashboard = async () =>
      (await customer.get('/v1/virtualMachines/GetDashboardData').expect(200)).body.data;
    const before = await dashboard();
    const res = await customer.delete(`/v1/virtualMachines/delete/${id}`).expect(200);
    expect(res.body).toMatchObject({ message: 'VM is being deleted', data: { id } });
    for (const path of [
      `/v1/virtualMachines/details/${id}`,
      `/v1/networks/listNetAdapters/${id}`,
      `/v1/virtualMachines/getPassword/${id}`,
    ]) {
      const gone = await customer.get(path).expect(404);
      expect(gone.body).toEqual({ message: 'Virtual machine not found', data: null });
    }
    await customer.delete(`/v1/virtualMachines/delete/${id}`).expect(404);
    const list = (await customer.get('/v1/virtualMachines/list', { search: 'doomed' })).body.data;
    expect(list.data).toEqual([]);
    expect(await dashboard()).toEqual(before);
    expect(t.store.data.netAdapters.some((a) => a.vmId === id)).toBe(false);
  });
});

describe("another company's VM", () => {
  it('is not found by any VM call', async () => {
    const id = await bootedVm({ name: 'private' });
    for (const action of Object.keys(CALLS) as VmAction[]) {
      const res = await CALLS[action](reseller, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Virtual machine not found', data: null });
    }
    for (const path of ['details', 'getPassword']) {
      await reseller.get(`/v1/virtualMachines/${path}/${id}`).expect(404);
    }
    await reseller.get(`/v1/networks/listNetAdapters/${id}`).expect(404);
    await reseller.get('/v1/virtualMachines/listConfigurations', { vmId: id }).expect(404);
    expect(storedVm(t, id)).toMatchObject({ name: 'private', status: 'Running', deletedAt: null });
  });
});
