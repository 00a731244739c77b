import { createVms } from '../../domain/vms/vm-create';
import { worldTimeAt } from '../../simulation/world-time';
import type { NetworkFixture } from '../fixtures';
import { seedFromPlan } from '../seed';
import type { SeedContext, SeededCompany } from '../seed-context';
import { admin, company, teams, type Scenario } from './scenario';

const ESTATE = company({
  key: 'globex',
  name: 'Globex Industries',
  domain: 'globex.example',
  // Every region that takes new VMs (13 and 14 do not when the world is made).
  datacenterIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  generatedUsers: 60,
  vmScale: 7.5,
  teams: teams(
    'Platform',
    ['Kubernetes', 'Platform'],
    ['Networking', 'Platform'],
    'Data Engineering',
    ['Analytics', 'Data Engineering'],
    'E-commerce',
    'ERP',
    'Security',
    'QA',
    'Research',
  ),
});

const networks: NetworkFixture[] = [1, 3, 6, 9, 11].map((datacenterId, i) => ({
  company: ESTATE.key,
  name: `Backbone ${datacenterId}`,
  description: 'Private backbone between the application tiers of this region',
  datacenterId,
  networkType: 'standard',
  cidrBlock: `10.${40 + i}.0.0/24`,
  daysAgo: 60 + i * 7,
}));

// A copy of the template is made up to a day after it: the rollout still runs then.
const ROLLOUT_MS = 30 * 3_600_000;

/** A rollout under way: batches of VMs being created, through the same rule as the API. */
function startRollout(s: SeedContext, [estate]: SeededCompany[]): void {
  const persona = s.world.users.find((u) => u.email === SIGNS_IN_AS.email);
  if (!estate || !persona) return;
  const ctx = { ...s, time: worldTimeAt(s.now, s.world.sandbox, s.config.defaultTimeScale) };
  const teamIds = [...estate.teamIds.values()];
  for (const [i, name] of ['k8s-node-rollout', 'etl-batch', 'web-canary'].entries()) {
    const { job, vms } = createVms(
      ctx,
      { userId: persona.id, companyId: estate.id },
      {
        datacenterId: 1,
        providerId: 1,
        imageId: 1,
        configurationId: 2,
        name,
        numberOfInstances: 2 + i,
        allocatePublicIp: true,
        teamId: teamIds[i],
      },
    );
    const share = (i + 1) / 3;
    job.durationMs = Math.round(ROLLOUT_MS * share);
    for (const vm of vms) {
      if (vm.transition) vm.transition.durationMs = job.durationMs;
      // As the seed's VMs: from the seeded faker, so the same seed makes the same world.
      vm.sshPassword = s.faker.internet.password({ length: 16, pattern: /[A-Za-z0-9#%+=@]/ });
    }
  }
}

const SIGNS_IN_AS = { email: 'admin@globex.example', password: 'Enterprise#Demo2026' };

/** An enterprise estate: hundreds of VMs over many teams and regions, work in flight. */
export const demoEnterprise: Scenario = {
  name: 'demo-enterprise',
  title: 'Enterprise',
  description: '300+ VMs over 10 teams and many regions, private networks and a rollout running',
  signsInAs: SIGNS_IN_AS,
  make: (config, now) =>
    seedFromPlan(config, now, {
      seed: 3403,
      personas: {
        companies: [ESTATE],
        users: [admin(ESTATE, { ...SIGNS_IN_AS, firstName: 'Morgan', lastName: 'Reyes' })],
      },
      networks,
      finish: startRollout,
    }),
};
