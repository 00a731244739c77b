import type { Test } from 'supertest';
import { describe, expect, it } from 'vitest';
import { quotaUsageSchema } from '../../contract/quota-usage';
import { quotaRefusal, TRIAL_QUOTAS, type QuotaKey } from '../../contract/quotas';
import { networkBody, slash24 } from './support/networks';
import { createTestApp, type TestApp } from './support/test-app';
import { CAT, companyOf, createBody, LONG_SESSIONS, signInAs, type As } from './support/vms';

type Trial = { t: TestApp; trial: As };

/** The seeded trial account holds 3 VMs (10 cores), no networks of its own, no public IP, 3 users. */
async function seededTrial(): Promise<Trial> {
  const t = await createTestApp({ env: LONG_SESSIONS });
  return { t, trial: await signInAs(t, 'trial') };
}

const vmNamed = ({ t }: Trial, name: string) =>
  t.store.data.virtualMachines.find(
    (v) => v.name === name && v.companyId === companyOf(t, 'trial'),
  )!.id;
const nicsOf = ({ t }: Trial) =>
  t.store.data.netAdapters.filter((a) => a.companyId === companyOf(t, 'trial'));

const micro = (over: Parameters<typeof createBody>[0] = {}) =>
  createBody({ configurationId: CAT.micro, allocatePublicIp: false, ...over });
const upgrade = ({ trial }: Trial, id: number, configurationId: number) =>
  trial.put('/v1/virtualMachines/changeConfiguration', { id, configurationId });
const allocateIp = ({ trial }: Trial, nicId: number) =>
  trial.post(`/v1/networks/allocatePublicIp/${nicId}`);

/**
 * Every call that raises a quota's count: `upTo` takes the account exactly to the quota (each
 * call accepted), `past` is the next step, which must be refused naming that quota.
 */
type Path = {
  call: string;
  quota: QuotaKey;
  upTo: (c: Trial) => Test[] | Promise<Test[]>;
  past: (c: Trial) => Test;
};

const PATHS: Path[] = [
  {
    call: 'create a VM',
    quota: 'virtualMachines',
    upTo: ({ trial }) => [
      trial.post('/v1/virtualMachines/create', micro({ name: 'four' })),
      trial.post('/v1/virtualMachines/create', micro({ name: 'five' })),
    ],
    past: ({ trial }) => trial.post('/v1/virtualMachines/create', micro({ name: 'six' })),
  },
  {
    call: 'create copies of a VM',
    quota: 'virtualMachines',
    upTo: () => [],
    past: ({ trial }) =>
      trial.post('/v1/virtualMachines/create', micro({ name: 'copies', numberOfInstances: 3 })),
  },
  {
    call: 'create a VM of more cores',
    quota: 'cpuCores',
    upTo: ({ trial }) => [
      trial.post('/v1/virtualMachines/create', micro({ configurationId: CAT.large })), // 22
    ],
    past: ({ trial }) =>
      trial.post('/v1/virtualMachines/create', micro({ configurationId: CAT.small })), // 28
  },
  {
    call: 'upgrade a VM (its resize still under way counts at its new size)',
    quota: 'cpuCores',
    upTo: (c) => [upgrade(c, vmNamed(c, 'cache-prod-01'), CAT.extraLarge)], // 6 -> 16: 20
    past: (c) => upgrade(c, vmNamed(c, 'web-qa-01'), CAT.medium), // 2 -> 8: 26
  },
  {
    call: 'create a VM with a public IP',
    quota: 'publicIps',
    upTo: (c) => [
      ...nicsOf(c)
        .slice(0, 2)
        .map((nic) => allocateIp(c, nic.id)),
      c.trial.post('/v1/virtualMachines/create', micro({ allocatePublicIp: true })),
    ],
    past: ({ trial }) =>
      trial.post('/v1/virtualMachines/create', micro({ name: 'ip', allocatePublicIp: true })),
  },
  {
    call: 'allocate a public IP on an interface',
    quota: 'publicIps',
    upTo: async (c) => {
      // A fourth interface, on a new VM without a public IP, for the step past the quota.
      await c.trial.post('/v1/virtualMachines/create', micro()).expect(200);
      return nicsOf(c)
        .slice(0, 3)
        .map((nic) => allocateIp(c, nic.id));
    },
    past: (c) => {
      const nic = c.t.store.data.netAdapters.find(
        (a) => a.companyId === companyOf(c.t, 'trial') && a.publicIp === null,
      );
      return allocateIp(c, nic!.id);
    },
  },
  {
    call: 'create a network',
    quota: 'networks',
    upTo: ({ trial }) => [
      trial.post('/v1/networks/create', networkBody({ name: 'One', ...slash24(60, 1) })),
      trial.post('/v1/networks/create', networkBody({ name: 'Two', ...slash24(60, 2) })),
    ],
    past: ({ trial }) =>
      trial.post('/v1/networks/create', networkBody({ name: 'Three', ...slash24(60, 3) })),
  },
  {
    call: 'invite a user',
    quota: 'users',
    upTo: ({ trial }) => [
      trial.post('/v1/users/create', { email: 'four@alderfinch.example', roleId: 3 }),
      trial.post('/v1/users/create', { email: 'five@alderfinch.example', roleId: 3 }),
    ],
    past: ({ trial }) =>
      trial.post('/v1/users/create', { email: 'six@alderfinch.example', roleId: 3 }),
  },
];

describe('trial quotas, on every path that raises what they count', () => {
  it('covers every quota of the table', () => {
    expect(new Set(PATHS.map((p) => p.quota))).toEqual(new Set(Object.keys(TRIAL_QUOTAS)));
  });

  it.each(PATHS)(
    '$call: accepted up to the quota, refused past it ($quota)',
    async (path) => {
      const c = await seededTrial();
      // One at a time: each step sees what the previous one took.
      for (const step of await path.upTo(c)) await step.expect(200);
      const res = await path.past(c);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: quotaRefusal(path.quota), data: null });
    },
    20_000,
  ); // each case seeds a sandbox of its own
});

describe('GET /v1/quotas/usage', () => {
  it("answers a trial's usage as the quota check counts it, and nothing for other accounts", async () => {
    const c = await seededTrial();
    const usage = async (who: As) =>
      quotaUsageSchema.parse((await who.get('/v1/quotas/usage').expect(200)).body.data);
    expect(await usage(c.trial)).toEqual({
      isTrial: true,
      used: { virtualMachines: 3, cpuCores: 10, networks: 0, publicIps: 0, users: 3 },
    });
    await upgrade(c, vmNamed(c, 'cache-prod-01'), CAT.extraLarge).expect(200);
    await c.trial.post('/v1/users/create', { email: 'four@alderfinch.example', roleId: 3 });
    expect((await usage(c.trial)).used).toMatchObject({ cpuCores: 20, users: 4 });
    expect(await usage(await signInAs(c.t, 'customer'))).toEqual({ isTrial: false, used: null });
  }, 20_000);
});
