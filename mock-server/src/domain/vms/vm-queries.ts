import type { z } from 'zod';
import type {
  VmDetails,
  vmListQuerySchema,
  VmListResponse,
  VmListRow,
} from '@contract/virtual-machines';
import type { VmActionResult } from '@contract/vm-actions';
import { VM_ERROR_MESSAGES } from '@contract/vm-messages';
import type { VirtualMachine, World } from '../../model/schema';
import { notFound } from '../shared/errors';
import { pageRows } from '../shared/paging';
import { findTeam } from '../teams/teams';
import { sortedVms } from './vm-sorted';
import { specOf } from './vm-specs';
import { vmUsage } from './vm-usage';

/**
 * A live VM of the caller's company. Another company's VM, an unknown id and a deleted VM all
 * read "Virtual machine not found": ids of other tenants cannot be probed.
 */
export function findVm(world: World, companyId: number, id: number): VirtualMachine {
  // By id in O(log n): a scan would also make a draft copy the whole collection to read it.
  const vm = world.virtualMachines.byId(id);
  if (!vm || vm.companyId !== companyId || vm.deletedAt !== null)
    throw notFound(VM_ERROR_MESSAGES.notFound);
  return vm;
}

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

/**
 * One page of the company's VMs: searched by name (case-insensitive), optionally of one team
 * of the company (0 = unassigned), sorted either way. Deleted VMs are gone. Rows are built for the page only.
 */
export function listVms(world: World, companyId: number, q: ParsedListQuery): VmListResponse {
  const needle = q.search.trim().toLowerCase();
  const wantedTeam = q.teamId === undefined ? undefined : q.teamId === 0 ? null : q.teamId;
  if (wantedTeam) findTeam(world, companyId, wantedTeam); // another company's team: not found
  const ascending = sortedVms(world, companyId, q.sortColumn);
  const matches =
    needle === '' && wantedTeam === undefined
      ? ascending
      : ascending.filter(
          (s) =>
            s.lowerName.includes(needle) &&
            (wantedTeam === undefined || s.vm.teamId === wantedTeam),
        );
  const { data, totalPages } = pageRows(
    matches,
    { page: q.page, size: q.rowsPerPage },
    q.sortDescending,
  );
  return { data: data.map((s) => (s.row ??= listRow(world, s.vm))), totalPages };
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
    // A provider without consoles, or the control room's "consoles unavailable", offers none.
    consoleAvailable:
      vm.status === 'Running' &&
      (provider?.console ?? false) &&
      !world.sandbox.scenarios.consolesUnavailable,
    networkHotplug: provider?.networkHotplug ?? false,
  };
}

export const actionResult = (vm: VirtualMachine): VmActionResult => ({
  id: vm.id,
  name: vm.name,
  status: vm.status,
  teamId: vm.teamId,
});
