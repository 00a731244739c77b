import { VM_SIZES } from '../../../contract/sizes';
import { periodStarts } from '../domain/dashboard';
import { nextId } from '../domain/ids';
import type { Size, VirtualMachine, VmStatus } from './schema';
import { daysBefore, type SeedContext, type SeededCompany } from './seed-context';

const LINUX_ROLES = [
  'web',
  'api',
  'db',
  'cache',
  'worker',
  'ci-runner',
  'etl',
  'kafka',
  'k8s-node',
  'bastion',
  'grafana',
  'vault',
];
const WINDOWS_ROLES = ['win-ad', 'win-sql', 'win-iis', 'rdp-gw', 'win-fs'];
const ENVIRONMENTS = ['prod', 'prod', 'stg', 'dev', 'qa'];

type Window = { from: Date; to: Date };

/**
 * Creation windows relative to the clock's now: this month, last month and the twelve months
 * before, so the dashboard's month, previous-month and year-to-date counts are all real.
 */
function windows(now: Date): { current: Window; previous: Window; older: Window } {
  const starts = periodStarts(now);
  return {
    current: { from: new Date(starts.currentMonth), to: now },
    previous: { from: new Date(starts.previousMonth), to: new Date(starts.currentMonth - 1) },
    older: { from: daysBefore(now, 14 * 30.5), to: new Date(starts.previousMonth - 1) },
  };
}

type Draft = Omit<VirtualMachine, 'id' | 'name'> & { base: string };

/** Every size, several times, spread over the last 14 months; mostly Running, a few stopped. */
export function seedVirtualMachines(s: SeedContext, company: SeededCompany): void {
  const w = windows(s.now);
  const teamIds = [...company.teamIds.values()];
  const drafts: Draft[] = [];
  for (const size of s.world.catalogue.sizes) {
    const big = size.key === 'large' || size.key === 'extraLarge';
    const plan: [Window, number][] = [
      [w.current, s.faker.number.int({ min: big ? 0 : 1, max: 3 })],
      [w.previous, s.faker.number.int({ min: 1, max: 3 })],
      [w.older, s.faker.number.int({ min: 2, max: big ? 3 : 5 })],
    ];
    for (const [window, count] of plan) {
      for (let i = 0; i < count; i++) {
        const draft = draftVm(s, company, size, window, teamIds);
        if (draft) drafts.push(draft);
      }
    }
  }
  // Ids and name numbers follow creation order, as they would on a real provider.
  drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const names = new Map<string, number>();
  for (const { base, ...fields } of drafts) {
    const n = (names.get(base) ?? 0) + 1;
    names.set(base, n);
    const name = `${base}-${String(n).padStart(2, '0')}`;
    s.world.virtualMachines.push({ id: nextId(s.world, 'virtualMachines'), name, ...fields });
  }
}

function draftVm(
  s: SeedContext,
  company: SeededCompany,
  size: Size,
  window: Window,
  teamIds: number[],
): Draft | null {
  const { catalogue } = s.world;
  const ram = VM_SIZES.find((v) => v.key === size.key)?.ram ?? 0;
  const placements = catalogue.providers.filter(
    (p) => company.datacenterIds.includes(p.datacenterId) && p.sizeIds.includes(size.id),
  );
  if (placements.length === 0) return null; // no provider offers this size where the company runs
  const provider = s.faker.helpers.arrayElement(placements);
  const image = s.faker.helpers.arrayElement(catalogue.images.filter((i) => i.minRamGb <= ram));
  const role = s.faker.helpers.arrayElement(image.os === 'windows' ? WINDOWS_ROLES : LINUX_ROLES);
  const createdAt = s.faker.date.between(window);
  const updatedAt = s.faker.date.between({ from: createdAt, to: s.now });
  const status = s.faker.helpers.weightedArrayElement<VmStatus>([
    { weight: 16, value: 'Running' },
    { weight: 2, value: 'Stopped' },
    { weight: 1, value: 'Shutoff' },
  ]);
  const teamId =
    teamIds.length > 0 && s.faker.number.float() >= 0.15
      ? s.faker.helpers.arrayElement(teamIds)
      : null;
  return {
    base: `${role}-${s.faker.helpers.arrayElement(ENVIRONMENTS)}`,
    companyId: company.id,
    sizeId: size.id,
    status,
    transition: null,
    datacenterId: provider.datacenterId,
    imageId: image.id,
    providerId: provider.id,
    teamId,
    username: image.defaultUsername,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The first VM in a region creates a Default Network there (spec FAQ), so every used region has one. */
export function seedDefaultNetworks(s: SeedContext, company: SeededCompany): void {
  const { datacenters } = s.world.catalogue;
  const vms = s.world.virtualMachines.filter((v) => v.companyId === company.id);
  const regionIds = [
    ...new Set(vms.map((v) => datacenters.find((d) => d.id === v.datacenterId)?.regionId)),
  ];
  regionIds.forEach((regionId, k) => {
    const first = vms.find(
      (v) => datacenters.find((d) => d.id === v.datacenterId)?.regionId === regionId,
    );
    if (!first) return;
    const octet = 10 + k * 4;
    s.world.networks.push({
      id: nextId(s.world, 'networks'),
      companyId: company.id,
      name: 'Default Network',
      description: 'Created automatically with the first virtual machine in this region',
      datacenterId: first.datacenterId,
      networkType: 'standard',
      isDefault: true,
      cidrBlock: `10.${octet}.0.0/22`,
      gatewayIp: `10.${octet}.0.1`,
      snatEnabled: true,
      snatAddress: `203.0.113.${s.faker.number.int({ min: 10, max: 250 })}`,
      dnsNameservers: ['1.1.1.1', '8.8.8.8'],
      allocationPools: [{ start: `10.${octet}.0.10`, end: `10.${octet}.3.254` }],
      createdAt: first.createdAt,
      updatedAt: first.createdAt,
    });
  });
}
