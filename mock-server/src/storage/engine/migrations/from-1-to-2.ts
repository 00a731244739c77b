import shippedProviders from '../../../../../fixtures/catalogue/providers.json';
import { randomPassword } from '../../../model/vm-password';
import {
  countersOf,
  recordsOf,
  type JsonRecord,
  type JsonWorld,
  type MigrationStep,
} from './json-world';

type CatalogueJson = Record<string, unknown> & {
  providers?: JsonRecord[];
  datacenters?: JsonRecord[];
};

/**
 * Version 2 made VM creation a job: a job names its kind, datacenter and VMs and notes when it
 * finished; a VM notes the job that built it, may be of a custom size, has an SSH password and
 * key and can be soft-deleted; VMs got interfaces, datacenters outages, and providers say
 * whether they offer a console and interface hotplug. Version 1 wrote no jobs itself, so a job
 * found here is kept as what it was about: a VM's creation, or (networks) a datacenter's setup.
 */
export const from1To2: MigrationStep = {
  from: 1,
  change: 'VM passwords, keys and create jobs; job kinds; interfaces; outages; provider features',
  migrate(world: JsonWorld): JsonWorld {
    const catalogue = (world.catalogue ?? {}) as CatalogueJson;
    const jobs = recordsOf(world, 'jobs').map((job) => jobOfVersion2(world, catalogue, job));
    const builtBy = new Map<number, number>();
    for (const job of jobs)
      if (job.kind === 'vm-create') for (const vmId of job.vmIds) builtBy.set(vmId, job.id);
    return {
      ...world,
      version: 2,
      catalogue: { ...catalogue, providers: providersOfVersion2(catalogue) },
      virtualMachines: recordsOf(world, 'virtualMachines').map((vm) => ({
        ...vm,
        custom: null,
        // Version 1 showed no password; the VM gets one of its own, as a new VM would.
        sshPassword: randomPassword(),
        privateKeyPem: null,
        jobId: builtBy.get(vm.id) ?? null,
        deletedAt: null,
      })),
      jobs,
      // Version 1 kept no interfaces (VMs had no addresses) and knew no outages.
      netAdapters: [],
      datacenterOutages: [],
      counters: { ...countersOf(world), netAdapters: 0, datacenterOutages: 0 },
    };
  },
};

/** A provider's console and hotplug, as the shipped catalogue has them (none if it is not there). */
function providersOfVersion2(catalogue: CatalogueJson): JsonRecord[] {
  const shipped = new Map(shippedProviders.map((p) => [p.id, p]));
  return (catalogue.providers ?? []).map((p) => ({
    ...p,
    console: shipped.get(p.id)?.console ?? false,
    networkHotplug: shipped.get(p.id)?.networkHotplug ?? false,
  }));
}

type JobOfVersion2 = JsonRecord & { kind: string; vmIds: number[] };

/**
 * A job as version 2 wrote it. Its datacenter is that of the VM or network it was about (the
 * catalogue's first when that is gone). finishedAt stays null: the next settle records the job's
 * end, from its own stages (a failing job ends partway), as it does for any job come due.
 */
function jobOfVersion2(world: JsonWorld, catalogue: CatalogueJson, job: JsonRecord): JobOfVersion2 {
  const aboutVm = job.resourceType !== 'network';
  const resources = recordsOf(world, aboutVm ? 'virtualMachines' : 'networks');
  const resource = resources.find((r) => r.id === job.resourceId);
  const fallback = catalogue.datacenters?.[0]?.id ?? 0;
  return {
    ...job,
    kind: aboutVm ? 'vm-create' : 'datacenter-init',
    datacenterId: typeof resource?.datacenterId === 'number' ? resource.datacenterId : fallback,
    vmIds: aboutVm && resource ? [resource.id] : [],
    finishedAt: null,
  };
}
