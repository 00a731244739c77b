import type { z } from 'zod';
import type {
  VmDetails,
  vmListQuerySchema,
  VmListResponse,
  VmListRow,
} from '@contract/virtual-machines';
import type { VmActionResult } from '@contract/vm-actions';
import { VM_ERROR_MESSAGES } from '@contract/vm-messages';
import { byId } from '../../model/changes';
import type { VirtualMachine, World } from '../../model/schema';
import { notFound } from '../shared/errors';
import { pageRows } from '../shared/paging';
import { findTeam } from '../teams/teams';
import { specOf } from './vm-specs';
import { vmUsage } from './vm-usage';

/**
 * A live VM of the caller's company. Another company's VM, an unknown id and a deleted VM all
 * read "Virtual machine not found": ids of other tenants cannot be probed.
 */
export function findVm(world: World, companyId: number, id: number): VirtualMachine {
  // By id in O(log n): a scan would also make a draft copy the whole collection to read it.
  const vm = byId(world.virtualMachines, id);
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
type SortColumn = ParsedListQuery['sortColumn'];

/** A company's live VM with what sorting and searching need, worked out once. */
type Sortable = {
  vm: VirtualMachine;
  name: string;
  lowerName: string;
  cpu: number;
  ram: number;
  /** The list row, built the first time a page shows it (the record never changes). */
  row?: VmListRow;
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
// "configuration" sorts by size (cores, then RAM), as a person reads Micro < Small < Large.
const COMPARE: Record<SortColumn, (a: Sortable, b: Sortable) => number> = {
  name: (a, b) => collator.compare(a.name, b.name),
  status: (a, b) => (a.vm.status < b.vm.status ? -1 : a.vm.status > b.vm.status ? 1 : 0),
  configuration: (a, b) => a.cpu - b.cpu || a.ram - b.ram,
  createdAt: (a, b) =>
    a.vm.createdAt < b.vm.createdAt ? -1 : a.vm.createdAt > b.vm.createdAt ? 1 : 0,
};

// Committed collections are immutable: a new array whenever a VM changes. So each company's
// sorted list is worked out once per change of the collection and column, and every page
// request after that costs only the page it returns.
const sortedCache = new WeakMap<readonly VirtualMachine[], Map<string, Sortable[]>>();

function sortedVms(world: World, companyId: number, column: SortColumn): Sortable[] {
  let perCompany = sortedCache.get(world.virtualMachines);
  if (!perCompany) sortedCache.set(world.virtualMachines, (perCompany = new Map()));
  const key = `${companyId}/${column}`;
  let sorted = perCompany.get(key);
  if (!sorted) {
    sorted = world.virtualMachines
      .filter((v) => v.companyId === companyId && v.deletedAt === null)
      .map((vm) => {
        const spec = specOf(world, vm);
        return {
          vm,
          name: vm.name,
          lowerName: vm.name.toLowerCase(),
          cpu: spec.cpu,
          ram: spec.ram,
        };
      });
    const compare = COMPARE[column];
    sorted.sort((a, b) => compare(a, b) || a.vm.id - b.vm.id); // ties by id: pages never overlap
    perCompany.set(key, sorted);
  }
  return sorted;
}

/**
 * One page of the company's VMs: searched by name (case-insensitive), optionally of one team
 * of the company (0 = unassigned), sorted either way. Deleted VMs are gone. Rows are built for the page only.
 */
export function listVms(world: World, companyId: number, q: ParsedListQuery): VmListResponse {
  const needle = q.search.trim().toLowerCase();
  const wantedTeam = q.teamId === undefined ? undefined : q.teamId === 0 ? null : q.teamId;
  if (wantedTeam) findTeam(world, companyId, wantedTeam); // another company's team: not found
  const ascending = sortedVms(world, companyId, q.sortColumn);
  const ordered = q.sortDescending ? ascending.toReversed() : ascending;
  const matches =
    needle === '' && wantedTeam === undefined
      ? ordered
      : ordered.filter(
          (s) =>
            s.lowerName.includes(needle) &&
            (wantedTeam === undefined || s.vm.teamId === wantedTeam),
        );
  const { data, totalPages } = pageRows(matches, { page: q.page, size: q.rowsPerPage });
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
