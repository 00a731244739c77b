import { VM_SIZES } from '@contract/sizes';
import { periodStarts } from '../domain/dashboard/dashboard';
import { nextId } from '../model/ids';
import type { CustomSpec, Provider, Size, VirtualMachine, VmStatus } from '../model/schema';
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

/** Builds the provider made outside the size table, long ago; they cannot be upgraded. */
const CUSTOM_BUILDS: { base: string; spec: CustomSpec }[] = [
  { base: 'hpc-prod', spec: { cpu: 20, ram: 96, disk: 1000 } },
  { base: 'gpu-render', spec: { cpu: 10, ram: 24, disk: 500 } },
  { base: 'archive-prod', spec: { cpu: 4, ram: 16, disk: 2000 } },
];

/**
 * Every size, several times, spread over the last 14 months, plus two custom builds; mostly
 * Running, some Stopped and some Shutoff (powered off from inside the guest).
 */
export function seedVirtualMachines(s: SeedContext, company: SeededCompany): void {
  const w = windows(s.now);
  const teamIds = [...company.teamIds.values()];
  const drafts: Draft[] = company.isTrial ? trialDrafts(s, company, teamIds) : [];
  for (const size of company.isTrial ? [] : s.world.catalogue.sizes) {
    const big = size.key === 'large' || size.key === 'extraLarge';
    const plan: [Window, number][] = [
      [w.current, s.faker.number.int({ min: big ? 0 : 1, max: 3 })],
      [w.previous, s.faker.number.int({ min: 1, max: 3 })],
      [w.older, s.faker.number.int({ min: 2, max: big ? 3 : 5 })],
    ];
    for (const [window, usual] of plan) {
      const count = Math.round(usual * company.vmScale);
      for (let i = 0; i < count; i++) {
        const draft = draftVm(s, company, size, window, teamIds);
        if (draft) drafts.push(draft);
      }
    }
  }
  for (const build of company.isTrial ? [] : s.faker.helpers.arrayElements(CUSTOM_BUILDS, 2)) {
    const draft = draftCustomVm(s, company, build, w.older, teamIds);
    if (draft) drafts.push(draft);
  }
  guaranteeStatuses(drafts);
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

/** A trial account's first steps: three small VMs from the last few weeks, room left to create. */
function trialDrafts(s: SeedContext, company: SeededCompany, teamIds: number[]): Draft[] {
  const w = windows(s.now);
  const small = s.world.catalogue.sizes.filter((z) => z.key === 'micro' || z.key === 'small');
  return [w.previous, w.current, w.current].flatMap((window, i) => {
    const size = small[i % small.length];
    const draft = size && draftVm(s, company, size, window, teamIds);
    return draft ? [draft] : [];
  });
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
  return draftFields(s, {
    base: `${role}-${s.faker.helpers.arrayElement(ENVIRONMENTS)}`,
    company,
    provider,
    imageId: image.id,
    username: image.defaultUsername,
    sizeId: size.id,
    custom: null,
    window,
    teamIds,
  });
}

function draftCustomVm(
  s: SeedContext,
  company: SeededCompany,
  build: { base: string; spec: CustomSpec },
  window: Window,
  teamIds: number[],
): Draft | null {
  const { catalogue } = s.world;
  const placements = catalogue.providers.filter((p) =>
    company.datacenterIds.includes(p.datacenterId),
  );
  if (placements.length === 0) return null;
  const image = s.faker.helpers.arrayElement(catalogue.images.filter((i) => i.os === 'linux'));
  return draftFields(s, {
    base: build.base,
    company,
    provider: s.faker.helpers.arrayElement(placements),
    imageId: image.id,
    username: image.defaultUsername,
    sizeId: null,
    custom: build.spec,
    window,
    teamIds,
  });
}

type DraftInput = {
  base: string;
  company: SeededCompany;
  provider: Provider;
  imageId: number;
  username: string;
  sizeId: number | null;
  custom: CustomSpec | null;
  window: Window;
  teamIds: number[];
};

function draftFields(s: SeedContext, d: DraftInput): Draft {
  const { window, teamIds } = d;
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
    base: d.base,
    companyId: d.company.id,
    sizeId: d.sizeId,
    custom: d.custom,
    status,
    transition: null,
    datacenterId: d.provider.datacenterId,
    imageId: d.imageId,
    providerId: d.provider.id,
    teamId,
    username: d.username,
    sshPassword: s.faker.internet.password({ length: 16, pattern: /[A-Za-z0-9#%+=@]/ }),
    // RSA keys take ~100 ms each: seeded VMs get theirs on first download instead.
    privateKeyPem: null,
    jobId: null,
    deletedAt: null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** Whatever the seed, each company shows a Stopped and a Shutoff VM (the start button's cases). */
function guaranteeStatuses(drafts: Draft[]): void {
  for (const [status, nth] of [
    ['Stopped', 3],
    ['Shutoff', 5],
  ] as const) {
    if (drafts.some((d) => d.status === status)) continue;
    const running = drafts.filter((d) => d.status === 'Running');
    const pick = running[Math.min(nth, running.length - 1)];
    if (pick) pick.status = status;
  }
}
