import type { z } from 'zod';
import type {
  VmDetails,
  vmListQuerySchema,
  VmListResponse,
  VmListRow,
} from '../../../../contract/virtual-machines';
import { type VmActionResult } from '../../../../contract/vm-actions';
import { VM_ERROR_MESSAGES } from '../../../../contract/vm-messages';
import type { VirtualMachine, World } from '../../store/schema';
import { notFound } from '../shared/errors';
import { specOf } from './vm-specs';
import { vmUsage } from './vm-usage';

/**
 * A live VM of the caller's company. Another company's VM, an unknown id and a deleted VM all
 * read "Virtual machine not found": ids of other tenants cannot be probed.
 */
export function findVm(world: World, companyId: number, id: number): VirtualMachine {
  const vm = world.virtualMachines.find(
    (v) => v.id === id && v.companyId === companyId && v.deletedAt === null,
  );
  if (!vm) throw notFound(VM_ERROR_MESSAGES.notFound);
  return vm;
}

/** The password of the VM's default user. */
export const vmPassword = (world: World, caller: { companyId: number }, id: number): string =>
  findVm(world, caller.companyId, id).sshPassword;

export function listRow(world: World, vm: VirtualMachine): VmListRow {
  const spec = specOf(world, vm);
  return {
    id: vm.id,
    name: vm.name,
    status: vm.status,
    configuration: spec.configuration,
    cpu: spec.cpu,
    ram: spec.ram,
    createdAt: new Date(vm.createdAt),
  };
}

type ParsedListQuery = z.output<typeof vmListQuerySchema>;

// "configuration" sorts by size (cores, then RAM), as a person reads Micro < Small < Large.
const COMPARE: Record<ParsedListQuery['sortColumn'], (a: VmListRow, b: VmListRow) => number> = {
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
  status: (a, b) => a.status.localeCompare(b.status, 'en'),
  configuration: (a, b) => a.cpu - b.cpu || a.ram - b.ram,
  createdAt: (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
};

/**
 * One page of the company's VMs: searched by name (case-insensitive), optionally of one team
 * (0 = unassigned), sorted (ties by id, so pages never overlap). Deleted VMs are gone.
 */
export function listVms(world: World, companyId: number, q: ParsedListQuery): VmListResponse {
  const needle = q.search.trim().toLowerCase();
  const wantedTeam = q.teamId === undefined ? undefined : q.teamId === 0 ? null : q.teamId;
  const rows = world.virtualMachines
    .filter(
      (v) =>
        v.companyId === companyId &&
        v.deletedAt === null &&
        v.name.toLowerCase().includes(needle) &&
        (wantedTeam === undefined || v.teamId === wantedTeam),
    )
    .map((v) => listRow(world, v));
  const direction = q.sortDescending ? -1 : 1;
  const compare = COMPARE[q.sortColumn];
  rows.sort((a, b) => direction * (compare(a, b) || a.id - b.id));
  return {
    data: rows.slice((q.page - 1) * q.rowsPerPage, q.page * q.rowsPerPage),
    totalPages: Math.max(1, Math.ceil(rows.length / q.rowsPerPage)),
  };
}

export function vmDetails(world: World, vm: VirtualMachine, now: Date): VmDetails {
  const spec = specOf(world, vm);
  const { catalogue } = world;
  const datacenter = catalogue.datacenters.find((d) => d.id === vm.datacenterId);
  const region = catalogue.regions.find((r) => r.id === datacenter?.regionId);
  const country = catalogue.countries.find((c) => c.id === region?.countryId);
  const provider = catalogue.providers.find((p) => p.id === vm.providerId);
  return {
    status: vm.status,
    virtualMachine: {
      id: vm.id,
      name: vm.name,
      configuration: spec.configuration,
      configurationId: spec.configurationId,
      isCustom: spec.isCustom,
      cpu: spec.cpu,
      ram: spec.ram,
      disk: spec.disk,
      country: country?.name ?? '',
      region: region?.name ?? '',
      image: catalogue.images.find((i) => i.id === vm.imageId)?.name ?? '',
      createdAt: new Date(vm.createdAt),
      updatedAt: new Date(vm.updatedAt),
      username: vm.username,
      teamId: vm.teamId,
      datacenterId: vm.datacenterId,
    },
    usage: vmUsage(vm, spec, now),
    consoleAvailable: vm.status === 'Running' && (provider?.console ?? false),
    networkHotplug: provider?.networkHotplug ?? false,
  };
}

export const actionResult = (vm: VirtualMachine): VmActionResult => ({
  id: vm.id,
  name: vm.name,
  status: vm.status,
  teamId: vm.teamId,
});
