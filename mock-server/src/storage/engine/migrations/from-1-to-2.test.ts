import { describe, expect, it } from 'vitest';
import type { Job } from '../../../model/schema';
import { recordedWorld } from '../../../testing/recorded-worlds';
import { from1To2 } from './from-1-to-2';
import type { JsonRecord, JsonWorld } from './json-world';

const at = '2026-01-01T00:00:00.000Z';
const rows = (world: JsonWorld, key: string) => world[key] as JsonRecord[];

// Version 1 wrote no jobs, but its schema had them: one about a VM, one about a network.
const v1Job = (id: number, resourceType: string, resourceId: number | null) => ({
  id,
  companyId: 1,
  userId: 1,
  resourceType,
  resourceName: 'x',
  resourceDisplayName: 'x',
  resourceId,
  startedAt: at,
  durationMs: 60_000,
  outcome: 'success',
  errorMessage: null,
  createdAt: at,
});

const storedWithJobs = () => {
  const world = recordedWorld(1);
  const vm = rows(world, 'virtualMachines')[0]!;
  const network = rows(world, 'networks')[1]!;
  world.jobs = [v1Job(1, 'virtual_machine', vm.id), v1Job(2, 'network', network.id)];
  world.counters = { ...(world.counters as object), jobs: 2 };
  return { world, vm, network };
};

describe('world version 1 to 2', () => {
  it('gives each VM its own SSH password and the fields of a seeded VM', () => {
    const upgraded = from1To2.migrate(recordedWorld(1));
    const vms = rows(upgraded, 'virtualMachines');
    for (const vm of vms) {
      expect(vm).toMatchObject({ custom: null, privateKeyPem: null, jobId: null, deletedAt: null });
      expect(vm.sshPassword).toMatch(/^.{16}$/);
    }
    expect(new Set(vms.map((vm) => vm.sshPassword)).size).toBe(vms.length);
    expect(upgraded).toMatchObject({ version: 2, netAdapters: [], datacenterOutages: [] });
    expect(upgraded.counters).toMatchObject({ netAdapters: 0, datacenterOutages: 0 });
  });

  it("takes each provider's console and hotplug from the shipped catalogue", () => {
    const providers = (from1To2.migrate(recordedWorld(1)).catalogue as { providers: JsonRecord[] })
      .providers;
    expect(providers[0]).toMatchObject({ id: 1, console: true, networkHotplug: true });
    expect(providers.find((p) => p.id === 2)).toMatchObject({ console: false });
  });

  it("makes a stored job a job of its kind, in its resource's datacenter, the VM noting it", () => {
    const { world, vm, network } = storedWithJobs();
    const upgraded = from1To2.migrate(world);
    const [vmJob, networkJob] = rows(upgraded, 'jobs') as unknown as Job[];
    expect(vmJob).toMatchObject({
      kind: 'vm-create',
      companyId: 1,
      userId: 1,
      datacenterId: vm.datacenterId,
      vmIds: [vm.id],
      finishedAt: null,
    });
    expect(networkJob).toMatchObject({
      kind: 'datacenter-init',
      datacenterId: network.datacenterId,
      vmIds: [],
    });
    const built = rows(upgraded, 'virtualMachines').find((r) => r.id === vm.id);
    expect(built?.jobId).toBe(1);
    expect((upgraded.counters as Record<string, number>).jobs).toBe(2);
  });

  it('does not throw on a job whose VM is gone, and leaves the stored world as it was', () => {
    const { world } = storedWithJobs();
    world.jobs = [v1Job(1, 'virtual_machine', 999), v1Job(2, 'network', null)];
    const before = structuredClone(world);
    const jobs = rows(from1To2.migrate(world), 'jobs');
    expect(jobs.map((j) => j.vmIds)).toEqual([[], []]);
    expect(jobs.every((j) => typeof j.datacenterId === 'number')).toBe(true);
    expect(world).toEqual(before);
  });
});
