import { beforeEach, describe, expect, it } from 'vitest';
import {
  vmDetailsSchema,
  vmListResponseSchema,
  type VmListRow,
} from '../../contract/virtual-machines';
import { createTestApp, type TestApp } from './support/test-app';
import { companyOf, forceStatus, LONG_SESSIONS, signInAs, type As } from './support/vms';

let t: TestApp;
let customer: As;
beforeEach(async () => {
  t = await createTestApp({ env: LONG_SESSIONS });
  customer = await signInAs(t, 'customer');
});

const list = async (query: Record<string, string | number | boolean> = {}) =>
  vmListResponseSchema.parse(
    (await customer.get('/v1/virtualMachines/list', query).expect(200)).body.data,
  );
const ownVms = () =>
  t.store.data.virtualMachines.filter((v) => v.companyId === companyOf(t) && v.deletedAt === null);

describe('GET /v1/virtualMachines/list', () => {
  it("pages the company's VMs, newest first by default, 10 a page", async () => {
    const total = ownVms().length;
    const first = await list();
    expect(first.data).toHaveLength(10);
    expect(first.totalPages).toBe(Math.ceil(total / 10));
    const all: VmListRow[] = [];
    for (let page = 1; page <= first.totalPages; page++) all.push(...(await list({ page })).data);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((r) => r.id)).size).toBe(total);
    const dates = all.map((r) => r.createdAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await list({ rowsPerPage: 7, page: 2 })).data).toEqual(all.slice(7, 14));
    expect(await list({ page: 999 })).toEqual({ data: [], totalPages: first.totalPages });
  });

  it('searches names case-insensitively', async () => {
    const web = ownVms().filter((v) => v.name.toLowerCase().includes('web'));
    const res = await list({ search: 'WEB', rowsPerPage: 100 });
    expect(res.data.map((r) => r.id).sort()).toEqual(web.map((v) => v.id).sort());
    expect(await list({ search: 'no-such-vm' })).toEqual({ data: [], totalPages: 1 });
  });

  it.each([
    ['name', (a: VmListRow, b: VmListRow) => a.name.localeCompare(b.name, 'en', { numeric: true })],
    ['status', (a: VmListRow, b: VmListRow) => a.status.localeCompare(b.status)],
    ['configuration', (a: VmListRow, b: VmListRow) => a.cpu - b.cpu || a.ram - b.ram],
    ['createdAt', (a: VmListRow, b: VmListRow) => a.createdAt.getTime() - b.createdAt.getTime()],
  ] as const)('sorts by %s both ways', async (sortColumn, compare) => {
    const asc = (await list({ sortColumn, sortDescending: false, rowsPerPage: 100 })).data;
    const desc = (await list({ sortColumn, sortDescending: true, rowsPerPage: 100 })).data;
    for (let i = 1; i < asc.length; i++) {
      expect(compare(asc[i - 1] as VmListRow, asc[i] as VmListRow)).toBeLessThanOrEqual(0);
      expect(compare(desc[i - 1] as VmListRow, desc[i] as VmListRow)).toBeGreaterThanOrEqual(0);
    }
    expect(desc.map((r) => r.id)).toEqual(asc.map((r) => r.id).reverse());
  });

  it('filters by team, 0 meaning unassigned', async () => {
    const team = t.store.data.teams.find((x) => x.companyId === companyOf(t));
    const inTeam = await list({ teamId: team?.id as number, rowsPerPage: 100 });
    expect(inTeam.data.map((r) => r.id).sort()).toEqual(
      ownVms()
        .filter((v) => v.teamId === team?.id)
        .map((v) => v.id)
        .sort(),
    );
    const unassigned = await list({ teamId: 0, rowsPerPage: 100 });
    expect(unassigned.data.length).toBe(ownVms().filter((v) => v.teamId === null).length);
    expect(unassigned.data.length).toBeGreaterThan(0);
  });

  it("never lists another company's VMs and shows custom VMs as Custom", async () => {
    const rows = (await list({ rowsPerPage: 100 })).data;
    const own = new Set(ownVms().map((v) => v.id));
    expect(rows.every((r) => own.has(r.id))).toBe(true);
    expect(rows.filter((r) => r.configuration === 'Custom')).toHaveLength(2);
  });

  it('answers a repeated list with the same rows until a VM changes', async () => {
    const first = await list({ sortColumn: 'name' });
    expect(await list({ sortColumn: 'name' })).toEqual(first);
    const top = first.data[0] as VmListRow;
    await forceStatus(t, top.id, top.status === 'Stopped' ? 'Running' : 'Stopped');
    const after = await list({ sortColumn: 'name' });
    expect(after.data[0]).toMatchObject({
      id: top.id,
      status: expect.not.stringMatching(top.status),
    });
    const other = await signInAs(t, 'reseller');
    const theirs = vmListResponseSchema.parse(
      (await other.get('/v1/virtualMachines/list', { sortColumn: 'name' }).expect(200)).body.data,
    );
    expect(theirs.data.map((r) => r.id)).not.toContain(top.id);
  });

  it('refuses bad queries with a field error', async () => {
    for (const query of [{ page: 0 }, { rowsPerPage: 1000 }, { sortColumn: 'disk' }] as Record<
      string,
      string | number
    >[]) {
      const res = await customer.get('/v1/virtualMachines/list', query).expect(400);
      expect(res.body.errors[0].path).toBe(Object.keys(query)[0]);
    }
  });
});

describe('GET /v1/virtualMachines/details/:id', () => {
  const details = async (id: number) =>
    vmDetailsSchema.parse(
      (await customer.get(`/v1/virtualMachines/details/${id}`).expect(200)).body.data,
    );
  const onProvider = (providerId: number, status = 'Running') =>
    ownVms().find((v) => v.providerId === providerId && v.status === status && v.sizeId !== null);

  it('describes the VM where it runs, with its usage moving while Running', async () => {
    const vm = onProvider(1);
    if (!vm) throw new Error('no seeded VM on Atlas Compute');
    const d = await details(vm.id);
    expect(d).toMatchObject({
      status: 'Running',
      virtualMachine: {
        id: vm.id,
        name: vm.name,
        country: 'United States',
        region: 'US East',
        username: vm.username,
        datacenterId: vm.datacenterId,
        isCustom: false,
      },
      consoleAvailable: true,
      networkHotplug: true,
    });
    const samples = [];
    for (let i = 0; i < 6; i++) {
      const { usage } = await details(vm.id);
      expect(usage.cpuUsage).toBeGreaterThan(0);
      expect(usage.cpuUsage).toBeLessThanOrEqual(100);
      expect(usage.ramUsage).toBeGreaterThan(0);
      expect(usage.ramUsage).toBeLessThanOrEqual(d.virtualMachine.ram);
      samples.push(usage.cpuUsage);
      t.clock.advance(60_000);
    }
    expect(new Set(samples).size).toBeGreaterThan(1);
  });

  it('shows no usage and no console when the VM is not Running', async () => {
    const vm = onProvider(1);
    await forceStatus(t, vm?.id as number, 'Stopped');
    expect(await details(vm?.id as number)).toMatchObject({
      status: 'Stopped',
      usage: { cpuUsage: 0, ramUsage: 0 },
      consoleAvailable: false,
    });
  });

  it('has no console on a provider without one (Meridian Cloud), and no hotplug', async () => {
    const vm = onProvider(2);
    if (!vm) return; // the seed may place no running VM there
    expect(await details(vm.id)).toMatchObject({ consoleAvailable: false, networkHotplug: false });
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    expect((await customer.get('/v1/virtualMachines/details/99999').expect(404)).body).toEqual({
      message: 'Virtual machine not found',
      data: null,
    });
    await customer.get('/v1/virtualMachines/details/abc').expect(400);
  });
});
